// Screens of the auth feature under /home, and their menu entries; each loaded on demand
// (React Router `lazy`), outside the board route's code.
import type { RouteObject } from 'react-router';
import { withTexts } from '@/shared/i18n/i18n';

export const authRoutes: RouteObject[] = [
  {
    path: 'quen-mat-khau',
    lazy: async () => ({
      Component: (await withTexts('auth', import('./components/forgot-password-screen')))
        .ForgotPasswordScreen,
    }),
  },
  {
    path: 'mo-tai-khoan',
    lazy: async () => ({
      Component: (await withTexts('auth', import('./components/open-account-screen'))).OpenAccountScreen,
    }),
  },
  {
    path: 'mo-tai-khoan/trang-thai',
    lazy: async () => ({
      Component: (await withTexts('auth', import('./components/open-account-status-screen')))
        .OpenAccountStatusScreen,
    }),
  },
  {
    path: 'mo-tai-khoan/kich-hoat',
    lazy: async () => ({
      Component: (await withTexts('auth', import('./components/activate-account-screen')))
        .ActivateAccountScreen,
    }),
  },
  {
    path: 'lien-he',
    lazy: async () => ({
      Component: (await withTexts('auth', import('./components/contact-screen'))).ContactScreen,
    }),
  },
];

export const authMenuItems = [
  { id: 'open-account', to: '/home/mo-tai-khoan', labelKey: 'auth-shell:menu.openAccount' },
  { id: 'contact', to: '/home/lien-he', labelKey: 'auth-shell:menu.contact' },
];
