// The notifications screen under /home and its menu entry (spec §2 "notifications").
import type { RouteObject } from 'react-router';
import { withTexts } from '@/shared/i18n/i18n';

export const notificationRoutes: RouteObject[] = [
  {
    path: 'thong-bao',
    lazy: async () => ({
      Component: (await withTexts('notifications', import('./components/notifications-screen')))
        .NotificationsScreen,
    }),
  },
];
