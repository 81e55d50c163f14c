/** Kind of a listed instrument; rules (tick, band, lots) depend on it. */
export type InstrumentKind = 'stock' | 'etf' | 'cw' | 'future' | 'bond';

/** Every instrument kind. */
export const INSTRUMENT_KINDS: readonly InstrumentKind[] = ['stock', 'etf', 'cw', 'future', 'bond'];

const FUTURES_PREFIX = 'VN30F';

/**
 * True for a derivative symbol: per spec §3 any symbol starting with VN30F (contract codes and the
 * aliases VN30F1M, VN30F2M, VN30F1Q, VN30F2Q); every other symbol is treated as a stock.
 * @example isDerivativeSymbol('vn30f2504') === true; isDerivativeSymbol('FPT') === false
 */
export function isDerivativeSymbol(symbol: string): boolean {
  return symbol.trim().toUpperCase().startsWith(FUTURES_PREFIX);
}

/** True for a covered-warrant code: C + 3-letter underlying + 4 digits (CFPT2314). */
export function isCoveredWarrantSymbol(symbol: string): boolean {
  return /^C[A-Z]{3}\d{4}$/.test(symbol.trim().toUpperCase());
}

/**
 * Kind of an instrument from the feed's `sType` (S stock, E ETF, W warrant) or, without it, from
 * the symbol's shape.
 * @example instrumentKindOf('CFPT2314') === 'cw'; instrumentKindOf('E1VFVN30', 'E') === 'etf'
 */
export function instrumentKindOf(symbol: string, sType?: string): InstrumentKind {
  if (isDerivativeSymbol(symbol)) return 'future';
  switch (sType?.toUpperCase()) {
    case 'E':
      return 'etf';
    case 'W':
      return 'cw';
    case 'B':
      return 'bond';
    case 'S':
      return 'stock';
  }
  return isCoveredWarrantSymbol(symbol) ? 'cw' : 'stock';
}
