// The bond service screen under /home (spec §2 menu section "bonds"), loaded on demand.
import type { RouteObject } from 'react-router';
import { withTexts } from '@/shared/i18n/i18n';

export const bondRoutes: RouteObject[] = [
  {
    path: 'trai-phieu',
    lazy: async () => ({
      Component: (await withTexts('bonds', import('./components/bonds-screen'))).BondsScreen,
    }),
  },
];

export const bondMenuItems = [{ id: 'bonds', to: '/home/trai-phieu', labelKey: 'bonds-shell:menu.bonds' }];
