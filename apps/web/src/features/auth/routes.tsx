// Screens of the auth feature under /home, and their menu entries.
import type { RouteObject } from 'react-router';
import { ContactScreen } from './components/contact-screen';
import { ForgotPasswordScreen } from './components/forgot-password-screen';
import { OpenAccountScreen } from './components/open-account-screen';

export const authRoutes: RouteObject[] = [
  { path: 'quen-mat-khau', element: <ForgotPasswordScreen /> },
  { path: 'mo-tai-khoan', element: <OpenAccountScreen /> },
  { path: 'lien-he', element: <ContactScreen /> },
];

export const authMenuItems = [
  { id: 'open-account', to: '/home/mo-tai-khoan', labelKey: 'auth:menu.openAccount' },
  { id: 'contact', to: '/home/lien-he', labelKey: 'auth:menu.contact' },
];
