export { Exchange } from './exchange/exchange.ts';
export type { ExchangeOptions, IdSource } from './exchange/exchange.ts';
export type * from './exchange/types.ts';
export type * from './exchange/events.ts';
export type { SymbolSnapshot } from './exchange/snapshot.ts';
