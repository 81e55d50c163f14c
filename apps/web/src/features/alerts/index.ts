// Price alerts as the shell mounts them: the screen's route and the bell's form store (the effects
// that watch and deliver alerts and the bell's form are loaded on demand by the modal host).
export { alertRoutes } from './routes';
export { alertFormStore } from '@/shared/alerts/alert-ui-store';
