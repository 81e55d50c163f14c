// Entry of the @sen/server package for tools that run the server in their own process (benchmarks).
export { buildApp } from './app.ts';
export type { ServerEnv } from './env.ts';
export type { RealtimeGateway } from './modules/realtime/realtime-gateway.ts';
export type { MarketRuntime } from './modules/market/market-runtime.ts';
export type { LedgerService } from './modules/ledger/ledger-service.ts';
export type { Storage } from './plugins/storage/create-database.ts';
export { openOmsHarness, HARNESS_PIN, type OmsHarness } from './modules/orders/oms-harness.ts';
