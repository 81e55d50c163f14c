// Screens of the trading feature under /home, and their menu entries.
import type { RouteObject } from 'react-router';
import { withTexts } from '@/shared/i18n/i18n';

// Loaded on demand (React Router `lazy`), outside the board route's code.
export const tradingRoutes: RouteObject[] = [
  {
    path: 'giao-dich',
    lazy: async () => ({
      Component: (await withTexts('trading', import('./components/trading-screen'))).TradingScreen,
    }),
  },
];

export const tradingMenuItems = [
  { id: 'trading', to: '/home/giao-dich', labelKey: 'trading-shell:menu.trading' },
];
