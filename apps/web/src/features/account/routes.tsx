// Screens of the account feature under /home, and their menu entries. Each screen is loaded on
// demand (React Router `lazy`), so the board route does not carry the back office's code.
import { Navigate, type RouteObject } from 'react-router';
import { withTexts } from '@/shared/i18n/i18n';

export const accountRoutes: RouteObject[] = [
  {
    path: 'tai-san',
    lazy: async () => ({
      Component: (await withTexts('account', import('./components/asset-summary-screen'))).AssetSummaryScreen,
    }),
  },
  {
    path: 'tai-khoan',
    lazy: async () => ({
      Component: (await withTexts('account', import('./components/account-layout'))).AccountLayout,
    }),
    children: [
      { index: true, element: <Navigate to="thong-tin" replace /> },
      {
        path: 'thong-tin',
        lazy: async () => ({
          Component: (await withTexts('account', import('./components/account-info-screen')))
            .AccountInfoScreen,
        }),
      },
      {
        path: 'doi-mat-khau',
        lazy: async () => ({
          Component: (await withTexts('account', import('./components/change-password-screen')))
            .ChangePasswordScreen,
        }),
      },
      {
        path: 'doi-pin',
        lazy: async () => ({
          Component: (await withTexts('account', import('./components/change-pin-screen'))).ChangePinScreen,
        }),
      },
      {
        path: 'doi-tai-khoan',
        lazy: async () => ({
          Component: (await withTexts('account', import('./components/change-account-screen')))
            .ChangeAccountScreen,
        }),
      },
      {
        path: 'xac-thuc',
        lazy: async () => ({
          Component: (await withTexts('account', import('./components/totp-screen'))).TotpScreen,
        }),
      },
    ],
  },
];

export const accountMenuItems = [
  { id: 'assets', to: '/home/tai-san', labelKey: 'account-shell:menu.assets' },
  { id: 'account', to: '/home/tai-khoan', labelKey: 'account-shell:menu.account' },
];
