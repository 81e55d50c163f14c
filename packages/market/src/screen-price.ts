// One place for a price on screen: stocks, ETFs, warrants and bonds in thousands of VND, futures in
// index points (ARCHITECTURE §3). The ticket, the order book and conditional orders show, prefill
// and step prices through these, so a VN30F price is never read as thousands of VND.
import { formatDerivativePrice, formatPrice } from './format-number.ts';
import type { InstrumentKind } from './instruments.ts';
import type { MarketId } from './markets.ts';
import { classifyPriceInput } from './order-types.ts';
import { addTicks, isOnTick, roundToTick } from './tick-size.ts';

const unitOf = (kind: InstrumentKind) => (kind === 'future' ? 100 : 1000);

/**
 * A canonical price in screen units (the number a chart or a price box holds): thousands of VND,
 * futures index points, e.g. toScreenUnits(23_450, 'stock') === 23.45, toScreenUnits(130_050, 'future') === 1300.5.
 */
export function toScreenUnits(price: number, kind: InstrumentKind): number {
  return price / unitOf(kind);
}

/** The canonical price of a number in screen units, e.g. fromScreenUnits(23.45, 'stock') === 23_450. */
export function fromScreenUnits(value: number, kind: InstrumentKind): number {
  return Math.round(value * unitOf(kind));
}

/**
 * Canonical price of what a user typed in screen units: thousands of VND for stocks, index points
 * for futures; undefined when it is not a positive number.
 * @example parsePriceInput('23.45', 'stock') === 23_450; parsePriceInput('1300.5', 'future') === 130_050
 */
export function parsePriceInput(text: string, kind: InstrumentKind): number | undefined {
  if (classifyPriceInput(text) !== '01') return undefined;
  return fromScreenUnits(Number(text.trim()), kind);
}

/**
 * A canonical price as the board shows it: formatScreenPrice(23_450, 'stock') === '23.45',
 * formatScreenPrice(130_050, 'future') === '1,300.5'.
 */
export function formatScreenPrice(price: number, kind: InstrumentKind): string {
  return kind === 'future' ? formatDerivativePrice(price) : formatPrice(price);
}

/**
 * A canonical price as text for a price box (no thousands separators, no trailing zeros), so that
 * `parsePriceInput` reads it back: priceInputText(130_050, 'future') === '1300.5',
 * priceInputText(23_450, 'stock') === '23.45'.
 */
export function priceInputText(price: number, kind: InstrumentKind): string {
  return String(toScreenUnits(price, kind));
}

/**
 * The price `n` ticks away from a canonical price, on the tick grid and inside the band when one is
 * given, e.g. stepPrice('DERIV', 'future', 130_050, 1) === 130_060 (one tick is 0.1 point).
 */
export function stepPrice(
  market: MarketId,
  kind: InstrumentKind,
  price: number,
  n: number,
  band?: { ceiling: number; floor: number },
): number {
  // Off the grid, the first step lands on the nearest tick in its direction.
  const next = isOnTick(market, kind, price)
    ? addTicks(market, kind, price, n)
    : addTicks(market, kind, roundToTick(market, kind, price, n > 0 ? 'up' : 'down'), n - Math.sign(n));
  if (!band) return next;
  return Math.min(band.ceiling, Math.max(band.floor, next));
}
