// Slot: screens under /home (account, orders, utilities ...). Add route objects here; the menu
// links to them through menu-items.ts.
import type { RouteObject } from 'react-router';
import { accountRoutes } from '@/features/account';
import { authRoutes } from '@/features/auth';
import { StockDetailScreen } from '@/features/stock-detail';
import { tradingRoutes } from '@/features/trading';

export const homeRoutes: RouteObject[] = [
  ...accountRoutes,
  ...authRoutes,
  ...tradingRoutes,
  { path: 'co-phieu/:symbol', element: <StockDetailScreen /> },
];
