// Screens of the trading feature under /home, and their menu entries.
import type { RouteObject } from 'react-router';

// Loaded on demand (React Router `lazy`), outside the board route's code.
export const tradingRoutes: RouteObject[] = [
  {
    path: 'giao-dich',
    lazy: async () => ({ Component: (await import('./components/trading-screen')).TradingScreen }),
  },
];

export const tradingMenuItems = [{ id: 'trading', to: '/home/giao-dich', labelKey: 'trading:menu.trading' }];
