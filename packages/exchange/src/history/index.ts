// The generated past of the simulated market (daily bars before the first live day).
export { PastMarketHistory, PAST_YEARS } from './past-history.ts';
export type { LiveStart, PastBar, PastHistoryOptions, PastIndexBar } from './past-history.ts';
export { pastTradingDays, vietnamHolidays } from './past-calendar.ts';
