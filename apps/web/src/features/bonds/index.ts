// The bond feature as the shell mounts it: its route and menu entry.
export { bondMenuItems, bondRoutes } from './routes';
