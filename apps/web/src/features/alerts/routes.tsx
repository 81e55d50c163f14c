// The alerts screen under /home (a utility: linked from the utilities' side menu), loaded on demand.
import type { RouteObject } from 'react-router';
import { withTexts } from '@/shared/i18n/i18n';

export const alertRoutes: RouteObject[] = [
  {
    path: 'canh-bao-gia',
    lazy: async () => ({
      Component: (await withTexts('alerts', import('./components/alerts-screen'))).AlertsScreen,
    }),
  },
];
