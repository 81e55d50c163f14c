// Pure trigger rule of conditional orders: given the watch state and a new last price, whether the
// order fires now and the next watch state (trend orders track the best price seen).
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
