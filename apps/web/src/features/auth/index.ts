// The auth feature as the shell mounts it: modals, effects, the top-bar button and its routes.
export { AuthEffects } from './components/auth-effects';
export { LoginButton } from './components/login-button';
export { LoginModal } from './components/login-modal';
export { SessionExpiredModal } from './components/session-expired-modal';
export { authRoutes, authMenuItems } from './routes';
