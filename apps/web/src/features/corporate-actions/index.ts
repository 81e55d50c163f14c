// The corporate-actions feature as the shell mounts it: the rights information screen.
export { corporateActionsRoutes } from './routes';
