// The corporate-actions screen under /home and its menu entry (spec §2 "rights info (status, history)").
import type { RouteObject } from 'react-router';

export const corporateActionsRoutes: RouteObject[] = [
  {
    path: 'thuc-hien-quyen',
    lazy: async () => ({ Component: (await import('./components/rights-screen')).RightsScreen }),
  },
];
