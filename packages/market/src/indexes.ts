import type { StockMarketId } from './markets.ts';

/** Sen's id of a market index. */
export type IndexId = 'VNINDEX' | 'VN30' | 'HNXINDEX' | 'HNX30' | 'UPCOMINDEX';

/** One index with the vendor codes that name it (market-rules §7.2: keep them in one table). */
export interface IndexInfo {
  readonly id: IndexId;
  /** Board-feed code (`mc` of message 1101), e.g. '10'. */
  readonly code: string;
  /** Every code accepted for this index: the board code, the newer three-digit id, Sen's id. */
  readonly codes: readonly string[];
  readonly name: string;
  readonly market: StockMarketId;
  /** Base value at the base date (market-rules §7.1). */
  readonly baseValue: number;
}

/** Every index Sen publishes, one row per index with all its codes. */
export const INDEXES: readonly IndexInfo[] = [
  {
    id: 'VNINDEX',
    code: '10',
    codes: ['10', '001', 'VNINDEX'],
    name: 'VN-Index',
    market: 'HSX',
    baseValue: 100,
  },
  {
    id: 'VN30',
    code: '11',
    codes: ['11', '101', 'VN30'],
    name: 'VN30-Index',
    market: 'HSX',
    baseValue: 313.34,
  },
  {
    id: 'HNXINDEX',
    code: '02',
    codes: ['02', '002', 'HNXINDEX'],
    name: 'HNX-Index',
    market: 'HNX',
    baseValue: 100,
  },
  { id: 'HNX30', code: '12', codes: ['12', 'HNX30'], name: 'HNX30-Index', market: 'HNX', baseValue: 100 },
  {
    id: 'UPCOMINDEX',
    code: '03',
    codes: ['03', '301', 'UPCOMINDEX'],
    name: 'UPCOM-Index',
    market: 'UPCOM',
    baseValue: 100,
  },
];

/** Board codes of the main indexes (spec §3: 10 and 11). */
export const MAIN_INDEX_CODES: readonly string[] = ['10', '11'];
/** Board codes of every index the client requests (main ones plus 02 and 03). */
export const REQUESTED_INDEX_CODES: readonly string[] = ['10', '11', '02', '03'];

/** The index a code names, e.g. indexFromCode('101')?.id === 'VN30'; undefined when unknown. */
export function indexFromCode(code: string | number | null | undefined): IndexInfo | undefined {
  const text = String(code ?? '')
    .trim()
    .toUpperCase();
  return INDEXES.find((index) => index.codes.includes(text));
}

/** Display name of an index code, e.g. indexName('001') === 'VN-Index'; the code itself when unknown. */
export function indexName(code: string | number): string {
  return indexFromCode(code)?.name ?? String(code);
}
