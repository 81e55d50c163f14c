// Business constants and timing of spec §9, in one place.

/** Watchlist limits: 15 lists, names up to 20 characters, 100 symbols each. */
export const WATCHLIST_LIMITS = { maxLists: 15, maxNameLength: 20, maxSymbols: 100 } as const;

/** Id of the default watchlist, which cannot be deleted or renamed, and the default board category. */
export const DEFAULT_WATCHLIST_ID = 'mac-dinh';
export const DEFAULT_CATEGORY_ID = 'vn30';

/** OTP requests: at most 5 within 2 minutes. */
export const OTP_LIMIT = { maxRequests: 5, windowMs: 120_000 } as const;

/** Top-interest stocks shown in the header. */
export const TOP_INTERESTED_COUNT = 10;

/** Index card layouts 1 (mini chart), 2 (compact), 3 (single line); default 1. */
export const INDEX_LAYOUTS = [1, 2, 3] as const;
/** Default index card layout (setting typeIndex). */
export const DEFAULT_INDEX_LAYOUT = 1;

/** Timing constants of the client (spec §2, §4, §9), in milliseconds. */
export const TIMING = {
  /** Socket ping interval. */
  pingIntervalMs: 10_000,
  /** A client missing more than this many pings is disconnected. */
  maxMissedPings: 4,
  /** The price update queue runs every 50 ms and takes 10 messages at a time. */
  queueIntervalMs: 50,
  queueBatchSize: 10,
  /** The queue runs only before this market time. */
  queueCutoff: '15:00:00',
  /** Price cell flash. */
  flashMs: 500,
  /** Highlight of a symbol added twice to a watchlist. */
  highlightMs: 1_500,
  /** Toast auto-close. */
  toastMs: 2_500,
  /** Loading indicator hidden after: warrants 1 s, odd lots 2 s. */
  loadingWarrantsMs: 1_000,
  loadingOddLotsMs: 2_000,
  /** Idle time after which a window regaining focus reloads the board. */
  inactivityReloadMs: 60_000,
  /** Idle logout default (timeToLive, minutes) and in milliseconds. */
  sessionTtlMinutes: 30,
  sessionTtlMs: 30 * 60_000,
  /** Refresh of the index list and summary. */
  indexRefreshMs: 60_000,
  /** Refresh of the derivatives index. */
  derivativesIndexRefreshMs: 10_000,
  /** Refresh of the index mini chart, only between the chart window's times. */
  miniChartRefreshMs: 5 * 60_000,
  miniChartWindow: { start: '08:00:00', end: '15:00:00' },
} as const;

/** The intraday index chart: one point a minute, axis 09:00-15:00, lunch gap drawn 11:31-12:59, 250 x 118 px. */
export const INDEX_CHART = {
  axis: { start: '09:00', end: '15:00' },
  lunchGap: { start: '11:31', end: '12:59' },
  width: 250,
  height: 118,
} as const;
