// The money transfer screen under /home and its menu entry (spec §2 "money transfer").
import type { RouteObject } from 'react-router';

export const bankRoutes: RouteObject[] = [
  {
    path: 'chuyen-tien',
    lazy: async () => ({
      Component: (await import('./components/money-transfer-screen')).MoneyTransferScreen,
    }),
  },
];
