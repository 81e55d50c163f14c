// The corporate-actions screen under /home and its menu entry (spec §2 "rights info (status, history)").
import type { RouteObject } from 'react-router';
import { withTexts } from '@/shared/i18n/i18n';

export const corporateActionsRoutes: RouteObject[] = [
  {
    path: 'thuc-hien-quyen',
    lazy: async () => ({
      Component: (await withTexts('corporate-actions', import('./components/rights-screen'))).RightsScreen,
    }),
  },
];
