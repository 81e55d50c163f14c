// The bank feature as the shell mounts it: the money transfer route and its menu entry.
export { bankRoutes } from './routes';
