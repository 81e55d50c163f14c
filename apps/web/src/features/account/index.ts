// The account feature as the shell mounts it: the account switcher and the private screens.
export { AccountSwitcher } from './components/account-switcher';
export { accountMenuItems, accountRoutes } from './routes';
