// The money feature as the shell mounts it: cash advance, internal transfers and statements.
export { moneyMenuItems, moneyRoutes } from './routes';
