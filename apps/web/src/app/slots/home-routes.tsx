// Slot: screens under /home (account, orders, utilities ...). Add route objects here; the menu
// links to them through menu-items.ts.
import type { RouteObject } from 'react-router';
import { accountRoutes } from '@/features/account';
import { authRoutes } from '@/features/auth';
import { StockDetailScreen } from '@/features/stock-detail';

export const homeRoutes: RouteObject[] = [
  ...accountRoutes,
  ...authRoutes,
  { path: 'co-phieu/:symbol', element: <StockDetailScreen /> },
];
