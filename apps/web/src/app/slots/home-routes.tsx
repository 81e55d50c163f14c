// Slot: screens under /home (account, orders, utilities ...). Add route objects here; the menu
// links to them through menu-items.ts. Screens away from the board load on demand (`lazy`).
import type { RouteObject } from 'react-router';
import { accountRoutes } from '@/features/account';
import { alertRoutes } from '@/features/alerts';
import { authRoutes } from '@/features/auth';
import { moneyRoutes } from '@/features/money';
import { bondRoutes } from '@/features/bonds';
import { bankRoutes } from '@/features/bank';
import { notificationRoutes } from '@/features/notifications';
import { corporateActionsRoutes } from '@/features/corporate-actions';
import { marginRoutes } from '@/features/margin';
import { tradingRoutes } from '@/features/trading';
import { withTexts } from '@/shared/i18n/i18n';

export const homeRoutes: RouteObject[] = [
  ...accountRoutes,
  ...authRoutes,
  ...marginRoutes,
  ...tradingRoutes,
  ...moneyRoutes,
  ...bondRoutes,
  ...bankRoutes,
  ...notificationRoutes,
  ...corporateActionsRoutes,
  ...alertRoutes,
  {
    path: 'co-phieu/:symbol',
    lazy: async () => ({
      Component: (await withTexts('stock-detail', import('@/features/stock-detail'))).StockDetailScreen,
    }),
  },
];
