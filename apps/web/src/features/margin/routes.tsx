// The margin debt screen under /home and its menu entry (spec §2 "margin debt").
import type { RouteObject } from 'react-router';
import { withTexts } from '@/shared/i18n/i18n';

export const marginRoutes: RouteObject[] = [
  {
    path: 'no-ky-quy',
    lazy: async () => ({
      Component: (await withTexts('margin', import('./components/margin-debt-screen'))).MarginDebtScreen,
    }),
  },
];
