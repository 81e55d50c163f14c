// Which unmatched requests get the web app's index.html: client routes (GET/HEAD, no file
// extension) outside the API bases and the board paths served at the root. Everything else is a
// JSON 404.
import { BASES } from '../../host-bases.ts';

const API_PREFIXES = [
  BASES.boardBase,
  BASES.infoBase,
  BASES.tradingBase,
  BASES.bondBase,
  BASES.realtimePath,
  '/health',
  '/config.json',
  '/api',
  // The operator API (open-account/open-account-operator-routes.ts): a JSON 404 when not enabled.
  '/ops',
];

/**
 * The board host's paths, also served at the root for the datafeed family's clients
 * (board/board-plugin.ts): `/getliststockdata` or `/getliststockdata/` with nothing after it, or
 * any other path under them, is an unknown API path (a JSON 404, as under `/board`), not a client route.
 * family-routes.test.ts checks that every board path is listed.
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

export function isClientRoute(method: string, url: string): boolean {
  if (method !== 'GET' && method !== 'HEAD') return false;
  const path = url.split('?')[0] ?? '/';
  const apiPaths = [...API_PREFIXES, ...BOARD_ROOT_PATHS];
  if (apiPaths.some((prefix) => path === prefix || path.startsWith(`${prefix}/`))) return false;
  const lastSegment = path.slice(path.lastIndexOf('/') + 1);
  return !lastSegment.includes('.');
}
