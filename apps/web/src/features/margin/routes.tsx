// The margin debt screen under /home and its menu entry (spec §2 "margin debt").
import type { RouteObject } from 'react-router';

export const marginRoutes: RouteObject[] = [
  {
    path: 'no-ky-quy',
    lazy: async () => ({ Component: (await import('./components/margin-debt-screen')).MarginDebtScreen }),
  },
];
