// Screens of the account feature under /home, and their menu entries.
import { Navigate, type RouteObject } from 'react-router';
import { AccountInfoScreen } from './components/account-info-screen';
import { AccountLayout } from './components/account-layout';
import { AssetSummaryScreen } from './components/asset-summary-screen';
import { ChangeAccountScreen } from './components/change-account-screen';
import { ChangePasswordScreen } from './components/change-password-screen';
import { ChangePinScreen } from './components/change-pin-screen';
import { TotpScreen } from './components/totp-screen';

export const accountRoutes: RouteObject[] = [
  { path: 'tai-san', element: <AssetSummaryScreen /> },
  {
    path: 'tai-khoan',
    element: <AccountLayout />,
    children: [
      { index: true, element: <Navigate to="thong-tin" replace /> },
      { path: 'thong-tin', element: <AccountInfoScreen /> },
      { path: 'doi-mat-khau', element: <ChangePasswordScreen /> },
      { path: 'doi-pin', element: <ChangePinScreen /> },
      { path: 'doi-tai-khoan', element: <ChangeAccountScreen /> },
      { path: 'xac-thuc', element: <TotpScreen /> },
    ],
  },
];

export const accountMenuItems = [
  { id: 'assets', to: '/home/tai-san', labelKey: 'account:menu.assets' },
  { id: 'account', to: '/home/tai-khoan', labelKey: 'account:menu.account' },
];
