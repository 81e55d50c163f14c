// The trading feature as the shell mounts it: the trading screen, the ticket opened from board
// intents and the live updates of orders and balances.
export { OrderTicketModal } from './components/order-ticket-modal';
export { TradingEffects } from './components/trading-effects';
export { tradingMenuItems, tradingRoutes } from './routes';
