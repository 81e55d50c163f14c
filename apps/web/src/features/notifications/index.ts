// The notifications feature as the shell mounts it: the header bell, the screen's route and menu entry.
export { NotificationBell } from './components/notification-bell';
export { notificationRoutes } from './routes';
