// Price alerts as the shell mounts them: the screen's route, the board row's bell, the effects that
// watch and deliver alerts, and the bell's form (loaded on demand).
export { alertRoutes } from './routes';
export { AlertEffects } from './components/alert-effects';
export { alertFormStore } from './lib/alert-ui-store';
