// Where each host of this process is served (ARCHITECTURE §4); `/config.json` hands them to the web
// client (modules/web/client-config.ts) and the board mounts its routes under its base.

/** Bases of every host served by this process (a split deployment overrides them). */
export const BASES = {
  boardBase: '/board',
  infoBase: '/info',
  tradingBase: '/trading',
  bondBase: '/bond',
  realtimeUrl: '/',
  realtimePath: '/socket.io',
} as const;

/**
 * The board host's paths, also served at the root for the datafeed family's clients
 * (modules/board/board-plugin.ts): `/getliststockdata` or `/getliststockdata/` with nothing after it, or
 * any other path under them, is an unknown API path (a JSON 404, as under `/board`), not a client route.
 * modules/board/family-routes.test.ts checks that every board path is listed.
 */
const BOARD_ROOT_PATHS = [
  'categories',
  'datafeed',
  'getAllIndex',
  'getAllStock',
  'getCW',
  'getIndex',
  'getIndexHistories',
  'getIndexSummary',
  'getMarginList',
  'getMatchedDeal',
  'getNegotiationDeal',
  'getStockInfo',
  'getStockPrice',
  'getStockPriceByGroupId',
  'getchartindexdata',
  'getintradaychart',
  'getlistallstock',
  'getlistckindex',
  'getlistindexdetail',
  'getlistpt',
  'getliststockbaseinfo',
  'getliststockdata',
  'getliststocktrade',
  'getoddlotsnapshot',
  'getps10pricesnapshot',
  'getpsalldatalsnapshot',
  'getpstradehistory',
  'gettimedifference',
  'gettopstock',
  'getunderlyingsnapshot',
  'industries',
  'listbond',
  'listetf',
  'listhnx30',
  'listvn30',
  'pslistdata',
  'servertime',
].map((name) => `/${name}`);

/** Whether a path (without its query) is a board path served at the root, or a path under one. */
export function isBoardRootPath(path: string): boolean {
  return BOARD_ROOT_PATHS.some((prefix) => path === prefix || path.startsWith(`${prefix}/`));
}
