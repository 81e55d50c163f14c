// The alerts screen under /home (a utility: linked from the utilities' side menu), loaded on demand.
import type { RouteObject } from 'react-router';

export const alertRoutes: RouteObject[] = [
  {
    path: 'canh-bao-gia',
    lazy: async () => ({ Component: (await import('./components/alerts-screen')).AlertsScreen }),
  },
];
