// The notifications screen under /home and its menu entry (spec §2 "notifications").
import type { RouteObject } from 'react-router';

export const notificationRoutes: RouteObject[] = [
  {
    path: 'thong-bao',
    lazy: async () => ({
      Component: (await import('./components/notifications-screen')).NotificationsScreen,
    }),
  },
];
