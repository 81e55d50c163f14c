// How one value of a quote reads in a board cell: its text (formatted only by @sen/market), the
// number behind it (for flashes and sorting) and its colour class (c, f, r, i, d, e).
import {
  formatChange,
  formatDerivativePrice,
  formatInteger,
  formatPercent,
  formatPrice,
  formatVolume,
  type PriceColour,
} from '@sen/market';
import {
  colourOf,
  type AdjustedWarrantTerms,
  type CoveredWarrant,
  type DepthLevel,
  type Quote,
} from '@sen/protocol';

export interface CellView {
  text: string;
  value: number | null;
  colour: PriceColour | null;
}

export type ChangeMode = 'value' | 'percent';
export type ForeignMode = 'flow' | 'room';

/** What decides how cells read, the same for every row of a board. */
export interface CellContext {
  changeMode: ChangeMode;
  foreignMode: ForeignMode;
  /** Futures: prices in points with 1 decimal, volumes in contracts. */
  derivative: boolean;
  /** Shares per displayed volume unit: 10 on the standard board ("KL x10"), 1 on odd lots and futures. */
  volumeUnit: number;
  /** Language of dates (covered warrants' expiry, futures' maturity). */
  language?: 'vi' | 'en';
  /** Terms of covered warrants by symbol (warrant board only). */
  warrants?: ReadonlyMap<string, CoveredWarrant>;
  /**
   * Warrant terms after the underlyings' corporate actions (warrant board only; undefined until
   * loaded): the analytics columns read these, never the issued terms.
   */
  adjustedTerms?: ReadonlyMap<string, Pick<AdjustedWarrantTerms, 'adjustedExercisePrice' | 'adjustedRatio'>>;
  /** The market date (server clock) warrants count their days to maturity from. */
  marketDate?: string;
  /** Moneyness words in the board's language (warrant board only). */
  moneynessLabels?: Readonly<Record<'ITM' | 'ATM' | 'OTM', string>>;
}

export const EMPTY_CELL: CellView = { text: '', value: null, colour: null };

function priceText(price: number | null, ctx: Pick<CellContext, 'derivative'>): string {
  if (price === null || price <= 0) return '';
  return ctx.derivative ? formatDerivativePrice(price) : formatPrice(price);
}

/**
 * The number a price, volume or integer cell shows (its `value`: none unless positive), without
 * formatting its text: what a sort reads.
 */
export const positiveValue = (value: number | null): number | null =>
  value === null || value <= 0 ? null : value;

export function priceCell(quote: Quote, price: number | null, ctx: CellContext): CellView {
  if (positiveValue(price) === null) return EMPTY_CELL;
  return { text: priceText(price, ctx), value: price, colour: colourOf(quote, price) };
}

function volumeText(volume: number, ctx: Pick<CellContext, 'volumeUnit'>): string {
  return volume > 0 ? formatVolume(volume, ctx.volumeUnit) : '';
}

export function volumeCell(volume: number, colour: PriceColour | null, ctx: CellContext): CellView {
  return positiveValue(volume) === null
    ? EMPTY_CELL
    : { text: volumeText(volume, ctx), value: volume, colour };
}

/** A depth level's price: a number, or the auction word ATO/ATC on level 1. */
export function levelPriceCell(quote: Quote, level: DepthLevel | undefined, ctx: CellContext): CellView {
  if (!level) return EMPTY_CELL;
  if (typeof level.price !== 'number') return { text: level.price, value: null, colour: 'e' };
  return priceCell(quote, level.price, ctx);
}

export function levelVolumeCell(quote: Quote, level: DepthLevel | undefined, ctx: CellContext): CellView {
  if (!level) return EMPTY_CELL;
  return volumeCell(level.volume, colourOf(quote, typeof level.price === 'number' ? level.price : null), ctx);
}

export function changeCell(quote: Quote, ctx: CellContext): CellView {
  if (quote.last === null) return EMPTY_CELL;
  const colour = colourOf(quote, quote.last);
  return ctx.changeMode === 'percent'
    ? { text: formatPercent(quote.changePct), value: quote.changePct, colour }
    : { text: formatChange(quote.change, ctx.derivative), value: quote.change, colour };
}

export function integerCell(value: number | null): CellView {
  return value === null || value <= 0 ? EMPTY_CELL : { text: formatInteger(value), value, colour: null };
}
