import { instrumentKindOf, isDerivativeSymbol, type InstrumentKind } from '@sen/market';

// ARCHITECTURE §3: legacy shapes carry thousand VND (index points for futures) and stock volumes in
// lots of 10; the canonical model holds VND integers (points x 100 for futures) and shares.
// Odd-lot rows and messages (board G4) carry shares: an odd lot is 1..99 shares, which lots of 10
// could only write as decimals (1.5), and the odd-lot board shows shares.

/** Kind of a symbol that travels without one (futures by the VN30F prefix, warrants by shape). */
export function kindOfSymbol(symbol: string): InstrumentKind {
  return isDerivativeSymbol(symbol) ? 'future' : instrumentKindOf(symbol);
}

/** Canonical units per legacy price unit: 1000 for stocks (thousand VND), 100 for futures (points). */
export function priceScale(kind: InstrumentKind): number {
  return kind === 'future' ? 100 : 1000;
}

/** Board id of the odd-lot board in legacy shapes (absent or G1: the main board). */
export const ODD_LOT_BOARD_ID = 'G4';

/** Shares per legacy volume unit: 10 for stocks, 1 for futures (contracts) and odd lots (shares). */
export function volumeScale(kind: InstrumentKind, boardId?: string): number {
  return kind === 'future' || boardId === ODD_LOT_BOARD_ID ? 1 : 10;
}

/** Legacy price to canonical: `legacyPriceToCanonical(25.3, 'stock') === 25_300`; futures 1250.5 -> 125_050. */
export function legacyPriceToCanonical(price: number, kind: InstrumentKind): number {
  return Math.round(price * priceScale(kind)) + 0;
}

/** Canonical price to legacy: `canonicalPriceToLegacy(25_300, 'stock') === 25.3`. */
export function canonicalPriceToLegacy(price: number, kind: InstrumentKind): number {
  return price / priceScale(kind);
}

/** Legacy volume to shares or contracts: `legacyVolumeToCanonical(177, 'stock') === 1_770`; odd lots (`'G4'`) 15 -> 15. */
export function legacyVolumeToCanonical(volume: number, kind: InstrumentKind, boardId?: string): number {
  return Math.round(volume * volumeScale(kind, boardId));
}

/** Shares or contracts to the legacy volume unit: `canonicalVolumeToLegacy(1_770, 'stock') === 177`; odd lots (`'G4'`) 15 -> 15. */
export function canonicalVolumeToLegacy(volume: number, kind: InstrumentKind, boardId?: string): number {
  return volume / volumeScale(kind, boardId);
}

/** Thousand VND (foreign values, deal values) to VND integers. */
export function thousandVndToVnd(value: number): number {
  return Math.round(value * 1000);
}

/** VND to thousand VND with at most 3 decimals (exact for VND integers). */
export function vndToThousandVnd(value: number): number {
  return value / 1000;
}

/** Million VND (index `value`) to VND integers. */
export function millionVndToVnd(value: number): number {
  return Math.round(value * 1_000_000);
}

/** VND to million VND (index `value`). */
export function vndToMillionVnd(value: number): number {
  return value / 1_000_000;
}
