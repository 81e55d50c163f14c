export { Exchange } from './exchange/exchange.ts';
export type { ExchangeOptions, IdSource } from './exchange/exchange.ts';
export { counterIds } from './exchange/exchange-core.ts';
export type * from './exchange/types.ts';
export type * from './exchange/events.ts';
export type { FuturesSettlement } from './rollover/futures-settlement.ts';
export type { SymbolSnapshot } from './exchange/snapshot.ts';
export { MarketClock } from './clock/market-clock.ts';
export type { MarketClockOptions, ClockStatus, ClockDay } from './clock/market-clock.ts';
export {
  MARKET_OFFSET_MS,
  marketDateOf,
  marketIsoText,
  marketTimeAt,
  secondsOfDayOf,
} from './clock/market-time.ts';
export { daySchedule, phaseIn } from './clock/session-schedule.ts';
export type { PhaseBoundary } from './clock/session-schedule.ts';
// Simulation side: reference data, company data, participants, indexes.
export {
  REFERENCE,
  RESTRICTED_HOSE_SYMBOLS,
  futuresOn,
  warrantsTradingOn,
} from './reference/reference-data.ts';
export type { FuturesRef } from './reference/reference-data.ts';
export type * from './reference/types.ts';
export { INDUSTRIES, isIndustrySlug } from './reference/industries.ts';
export { VN30_SYMBOLS, HNX30_SYMBOLS } from './reference/known-companies.ts';
export { generateReferenceData } from './reference/generate-reference.ts';
export { CompanyDataSource, generateCompanyData } from './company/company-data.ts';
export { CorporateCalendar, exRightsActionOf, stockEvents } from './company/corporate-calendar.ts';
export type * from './company/types.ts';
export { MarketSimulator } from './simulation/market-simulator.ts';
export type { MarketSimulatorOptions } from './simulation/market-simulator.ts';
export type { SimInstrument } from './simulation/universe.ts';
export { simulateDailyHistory } from './simulation/daily-mode.ts';
export type { DailyHistory } from './simulation/daily-mode.ts';
export { IndexEngine } from './indexes/index-engine.ts';
export type { IndexSnapshot, DayBand } from './indexes/index-engine.ts';
export { INDEX_DEFINITIONS, buildBasket, basketValue, capFactors } from './indexes/index-basket.ts';
export type { MinuteBar } from './indexes/minute-bars.ts';
export { worldIndexes } from './indexes/world-indexes.ts';
export type { WorldIndex } from './indexes/world-indexes.ts';
export type { ForeignFigures } from './participants/foreign-ledger.ts';
export * from './history/index.ts';
export { BondDesk, BOND_BUYBACK_SPREAD } from './bonds/bond-desk.ts';
export type { BondRating, DeskBond, DeskYields } from './bonds/bond-desk.ts';
