// The generated past of the simulated market (daily bars before the first live day).
export { PastMarketHistory, PAST_YEARS } from './past-history.ts';
export { runSteps, type PastSteps } from './past-steps.ts';
export type { LiveStart, PastBar, PastHistoryOptions, PastIndexBar } from './past-types.ts';
export { historyWindowStart, pastTradingDays, vietnamHolidays } from './past-calendar.ts';
