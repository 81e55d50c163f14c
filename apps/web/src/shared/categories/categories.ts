// The board's fixed categories (spec §2): route id, board mode, group and the feed market they
// read. The route guard, the navigation bar and the board all read this one table.

/** Board modes of spec §2; `none` is the standard board. */
type BoardMode = 'none' | 'LOLE' | 'PT' | 'PS' | 'CW' | 'LIST30' | 'ETF';
type CategoryGroup =
  'HOSE' | 'HNX' | 'UPCOM' | 'CHUNGQUYEN' | 'PHAISINH' | 'NGANH' | 'LOLE' | 'ETF' | 'WATCHLIST';
/** Feed market codes of the board host (`market=` query). */
export type FeedMarket = 'STO' | 'STX' | 'UPX';

export interface Category {
  id: string;
  mode: BoardMode;
  group: CategoryGroup;
  market?: FeedMarket;
}

export const DEFAULT_CATEGORY_ID = 'vn30';
export const DEFAULT_WATCHLIST_ID = 'mac-dinh';
const INDUSTRY_PREFIX = 'nganh-';

export const INDUSTRY_SLUGS = [
  'bds',
  'cb-kb',
  'congnghe',
  'congnghiep',
  'daukhi',
  'dvtc',
  'dvtd',
  'd-n-kd',
  'ht',
  'htd',
  'hoachat',
  'khaikhoang',
  'taichinh',
  'ot-pt',
  'sxg-bb',
  'thep',
  'nongnghiep',
  'vtb',
  'xaydung',
  'yte',
] as const;
export type IndustrySlug = (typeof INDUSTRY_SLUGS)[number];

export const CATEGORIES: readonly Category[] = [
  { id: DEFAULT_WATCHLIST_ID, mode: 'none', group: 'WATCHLIST' },
  { id: 'hsx', mode: 'none', group: 'HOSE', market: 'STO' },
  { id: 'vn30', mode: 'LIST30', group: 'HOSE', market: 'STO' },
  { id: 'thoa-thuan-hsx', mode: 'PT', group: 'HOSE', market: 'STO' },
  { id: 'hnx', mode: 'none', group: 'HNX', market: 'STX' },
  { id: 'hnx30', mode: 'LIST30', group: 'HNX', market: 'STX' },
  { id: 'thoa-thuan-hnx', mode: 'PT', group: 'HNX', market: 'STX' },
  { id: 'upcom', mode: 'none', group: 'UPCOM', market: 'UPX' },
  { id: 'thoa-thuan-upcom', mode: 'PT', group: 'UPCOM', market: 'UPX' },
  { id: 'chung-quyen', mode: 'CW', group: 'CHUNGQUYEN', market: 'STO' },
  { id: 'danh-muc-nganh', mode: 'none', group: 'NGANH' },
  { id: 'lo-le-hose', mode: 'LOLE', group: 'LOLE', market: 'STO' },
  { id: 'lo-le-hnx', mode: 'LOLE', group: 'LOLE', market: 'STX' },
  { id: 'PHAISINH', mode: 'PS', group: 'PHAISINH' },
  { id: 'ETF', mode: 'ETF', group: 'ETF', market: 'STO' },
  ...INDUSTRY_SLUGS.map((slug): Category => ({
    id: `${INDUSTRY_PREFIX}${slug}`,
    mode: 'none',
    group: 'NGANH',
  })),
];

const byId = new Map(CATEGORIES.map((category) => [category.id, category]));

/** The fixed category of an id, or undefined (user watchlists are not in this table). */
export function findCategory(id: string): Category | undefined {
  return byId.get(id);
}

export function industryCategoryId(slug: IndustrySlug): string {
  return `${INDUSTRY_PREFIX}${slug}`;
}

/** Path of the board for a category id. */
export function boardPath(categoryId: string): string {
  return `/home/bang-gia/${categoryId}`;
}

/**
 * Whether the board route accepts this id: a fixed category, one of the user's watchlists, or
 * any id starting with `nganh-` (spec §2: only unknown ids without that prefix go back to /).
 */
export function isKnownCategoryId(id: string, watchlistIds: ReadonlySet<string>): boolean {
  return byId.has(id) || watchlistIds.has(id) || id.startsWith(INDUSTRY_PREFIX);
}
