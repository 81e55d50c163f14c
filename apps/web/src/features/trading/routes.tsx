// Screens of the trading feature under /home, and their menu entries.
import type { RouteObject } from 'react-router';
import { TradingScreen } from './components/trading-screen';

export const tradingRoutes: RouteObject[] = [{ path: 'giao-dich', element: <TradingScreen /> }];

export const tradingMenuItems = [{ id: 'trading', to: '/home/giao-dich', labelKey: 'trading:menu.trading' }];
