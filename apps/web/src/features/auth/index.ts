// The auth feature as the shell mounts it: modals, effects, the top-bar button and its routes.
// The login modal is not here: the shell loads `./components/login-modal` on demand (app/slots/
// modal-host.tsx), so its form code stays out of the board route's JavaScript.
export { AuthEffects } from './components/auth-effects';
export { LoginButton } from './components/login-button';
export { authRoutes, authMenuItems } from './routes';
