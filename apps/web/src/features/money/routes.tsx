// Screens of the money feature under /home (Vietnamese slugs), loaded on demand, and their menu entry.
import type { RouteObject } from 'react-router';
import { withTexts } from '@/shared/i18n/i18n';

export const moneyRoutes: RouteObject[] = [
  {
    lazy: async () => ({
      Component: (
        await withTexts(
          ['money', 'bank', 'margin', 'corporate-actions', 'notifications', 'alerts'],
          import('./components/money-layout'),
        )
      ).MoneyLayout,
    }),
    children: [
      {
        path: 'ung-truoc',
        lazy: async () => ({
          Component: (await withTexts('money', import('./components/cash-advance-screen'))).CashAdvanceScreen,
        }),
      },
      {
        path: 'chuyen-tien-noi-bo',
        lazy: async () => ({
          Component: (await withTexts('money', import('./components/cash-transfer-screen')))
            .CashTransferScreen,
        }),
      },
      {
        path: 'chuyen-chung-khoan',
        lazy: async () => ({
          Component: (await withTexts('money', import('./components/stock-transfer-screen')))
            .StockTransferScreen,
        }),
      },
      {
        path: 'sao-ke-tien',
        lazy: async () => ({
          Component: (await withTexts('money', import('./components/cash-statement-screen')))
            .CashStatementScreen,
        }),
      },
      {
        path: 'sao-ke-chung-khoan',
        lazy: async () => ({
          Component: (await withTexts('money', import('./components/stock-statement-screen')))
            .StockStatementScreen,
        }),
      },
    ],
  },
];

export const moneyMenuItems = [{ id: 'money', to: '/home/ung-truoc', labelKey: 'money-shell:menu.money' }];
