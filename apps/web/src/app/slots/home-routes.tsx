// Slot: screens under /home (account, orders, utilities ...). Add route objects here; the menu
// links to them through menu-items.ts.
import type { RouteObject } from 'react-router';
import { accountRoutes } from '@/features/account';
import { authRoutes } from '@/features/auth';

export const homeRoutes: RouteObject[] = [...accountRoutes, ...authRoutes];
