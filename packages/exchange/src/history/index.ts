// The generated past of the simulated market (daily bars before the first live day).
export { PastMarketHistory, PAST_YEARS, runSteps } from './past-history.ts';
export type { LiveStart, PastBar, PastHistoryOptions, PastIndexBar, PastSteps } from './past-history.ts';
export { historyWindowStart, pastTradingDays, vietnamHolidays } from './past-calendar.ts';
