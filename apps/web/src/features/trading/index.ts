// The trading feature as the shell mounts it: the trading screen, the ticket opened from board
// intents and the live updates of orders and balances. The ticket modal is loaded on demand by the
// shell (`./components/order-ticket-modal`, app/slots/modal-host.tsx), outside the board route's code.
export { TradingEffects } from './components/trading-effects';
export { tradingMenuItems, tradingRoutes } from './routes';
