// The money transfer screen under /home and its menu entry (spec §2 "money transfer").
import type { RouteObject } from 'react-router';
import { withTexts } from '@/shared/i18n/i18n';

export const bankRoutes: RouteObject[] = [
  {
    path: 'chuyen-tien',
    lazy: async () => ({
      Component: (await withTexts('bank', import('./components/money-transfer-screen'))).MoneyTransferScreen,
    }),
  },
];
