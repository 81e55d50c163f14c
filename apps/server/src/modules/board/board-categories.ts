// The board's groups as spec §2 names them (category ids of /home/bang-gia/{id}) and the
// industry list (nganh-{slug}), each with its symbols from the catalogue, in protocol shapes.
import type { Industry, WatchlistCategory } from '@sen/protocol';
import type { MarketCatalogue } from '../market/market-catalogue.ts';

type GroupName = WatchlistCategory['groupName'];

/** Industries with their English name beside the protocol's fields. */
export type BoardIndustry = Industry & { nameEn: string };

/** Symbols in the order boards list them: by code, A to Z. */
const byCode = (entries: readonly { symbol: string }[]): string[] =>
  entries.map((entry) => entry.symbol).sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));

export function boardCategories(catalogue: MarketCatalogue): WatchlistCategory[] {
  // Exchange, warrant, ETF and industry boards list their symbols A to Z, as the boards investors
  // know do; futures stay in maturity order (VN30F1M, F2M, F1Q, F2Q), the index lists as given.
  const symbolsOf = (market: 'HSX' | 'HNX' | 'UPCOM') => byCode(catalogue.ofMarket(market));
  const kinds = (kind: 'cw' | 'etf') => byCode(catalogue.ofKind(kind));
  // A group's symbols travel comma-joined in `symbols` (exchange boards exceed the 100-symbol
  // watchlist cap of `value`, which lists them only when they fit).
  const rows: { id: string; name: string; groupName: GroupName; symbols: string[] }[] = [
    { id: 'hsx', name: 'HOSE', groupName: undefined, symbols: symbolsOf('HSX') },
    { id: 'vn30', name: 'VN30', groupName: undefined, symbols: [...catalogue.vn30] },
    { id: 'thoa-thuan-hsx', name: 'Thỏa thuận HOSE', groupName: undefined, symbols: [] },
    { id: 'hnx', name: 'HNX', groupName: undefined, symbols: symbolsOf('HNX') },
    { id: 'hnx30', name: 'HNX30', groupName: undefined, symbols: [...catalogue.hnx30] },
    { id: 'thoa-thuan-hnx', name: 'Thỏa thuận HNX', groupName: undefined, symbols: [] },
    { id: 'upcom', name: 'UPCOM', groupName: undefined, symbols: symbolsOf('UPCOM') },
    { id: 'thoa-thuan-upcom', name: 'Thỏa thuận UPCOM', groupName: undefined, symbols: [] },
    { id: 'chung-quyen', name: 'Chứng quyền', groupName: 'CHUNGQUYEN', symbols: kinds('cw') },
    { id: 'ETF', name: 'ETF', groupName: undefined, symbols: kinds('etf') },
    {
      id: 'PHAISINH',
      name: 'Phái sinh',
      groupName: 'PHAISINH',
      symbols: catalogue.ofKind('future').map((entry) => entry.symbol),
    },
    { id: 'lo-le-hose', name: 'Lô lẻ HOSE', groupName: 'LOLE', symbols: symbolsOf('HSX') },
    { id: 'lo-le-hnx', name: 'Lô lẻ HNX', groupName: 'LOLE', symbols: symbolsOf('HNX') },
    { id: 'danh-muc-nganh', name: 'Danh mục ngành', groupName: 'NGANH', symbols: [] },
  ];
  return rows.map((row, index) => ({
    id: row.id,
    name: row.name,
    path: `/home/bang-gia/${row.id}`,
    type: 'group',
    ...(row.groupName ? { groupName: row.groupName } : {}),
    value: row.symbols.length <= 100 ? row.symbols : [],
    pinnedRow: [],
    symbols: row.symbols.join(','),
    sequence: index + 1,
  }));
}

export function boardIndustries(catalogue: MarketCatalogue): BoardIndustry[] {
  return catalogue.industries().map((industry) => ({
    id: `nganh-${industry.slug}`,
    sequence: industry.sequence,
    name: industry.nameVi,
    nameEn: industry.nameEn,
    path: `nganh-${industry.slug}`,
    symbols: byCode(catalogue.ofIndustry(industry.slug)).join(','),
  }));
}
