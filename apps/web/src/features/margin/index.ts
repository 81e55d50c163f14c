// The margin feature as the shell mounts it: the margin debt screen and its menu entry.
export { marginRoutes } from './routes';
