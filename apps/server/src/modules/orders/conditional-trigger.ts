// Pure trigger rule of conditional orders: given the watch state and a new last price, whether the
// order fires now and the next watch state (trend orders track the best price seen).
import { isOnTick, tickSize, type InstrumentKind, type MarketId } from '@sen/market';

export type ConditionalType = 'trend' | 'takeProfit' | 'stopLoss' | 'purchase';

export interface Watch {
  type: ConditionalType;
  side: 'B' | 'S';
  /** Trigger price; trend: the distance from the extreme. */
  trigger: number;
  /** Trend: lowest (buy) or highest (sell) price seen since activation; null before any. */
  extreme: number | null;
}

export function evaluateTrigger(watch: Watch, last: number): { fire: boolean; watch: Watch } {
  switch (watch.type) {
    case 'stopLoss':
      return { fire: last <= watch.trigger, watch };
    case 'takeProfit':
      return { fire: last >= watch.trigger, watch };
    case 'purchase':
      return { fire: last <= watch.trigger, watch };
    case 'trend': {
      const extreme =
        watch.extreme === null
          ? last
          : watch.side === 'B'
            ? Math.min(watch.extreme, last)
            : Math.max(watch.extreme, last);
      const fire = watch.side === 'B' ? last >= extreme + watch.trigger : last <= extreme - watch.trigger;
      return { fire, watch: { ...watch, extreme } };
    }
  }
}

/** Sides each type may take: stop loss and take profit sell, purchase buys, trend either. */
export function sideAllowed(type: ConditionalType, side: 'B' | 'S'): boolean {
  if (type === 'stopLoss' || type === 'takeProfit') return side === 'S';
  if (type === 'purchase') return side === 'B';
  return true;
}

/**
 * Why a conditional order's prices cannot be taken, or null: a trigger of stop loss, take profit or
 * purchase (and a limit order price) must be on the symbol's tick and inside today's band (-6021,
 * -6035); a trend distance must be positive, on the tick and narrower than the band. Prices are
 * canonical (VND, futures index points x 100): a futures price sent in thousands of VND lands far
 * outside the band instead of firing at once.
 */
export function conditionalPriceProblem(
  type: ConditionalType,
  trigger: number,
  orderPrice: number | string,
  instrument: { market: MarketId; kind: InstrumentKind; ceiling: number; floor: number },
): -6021 | -6035 | null {
  const { market, kind, ceiling, floor } = instrument;
  const limit = (price: number) =>
    !isOnTick(market, kind, price) ? -6021 : price > ceiling || price < floor ? -6035 : null;
  if (type === 'trend') {
    if (trigger <= 0 || trigger % tickSize(market, kind, floor) !== 0 || trigger > ceiling - floor)
      return -6021;
  } else {
    const problem = limit(trigger);
    if (problem !== null) return problem;
  }
  return typeof orderPrice === 'number' ? limit(orderPrice) : null;
}
