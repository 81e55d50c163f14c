import type { LotKind } from './lots.ts';
import type { MarketId } from './markets.ts';
import type { OrderType } from './order-types.ts';
import type { Phase } from './sessions.ts';

type PhaseOrderTypes = Partial<
  Record<Phase, { readonly board: readonly OrderType[]; readonly odd: readonly OrderType[] }>
>;

// MP stays accepted on HSX continuous sessions: since KRX the exchange runs it as MTL (market-rules
// preamble). Odd lots are LO only; HOSE takes them in its auctions since KRX, HNX has no PLO odd lot.
/** Order types the exchange accepts per market, phase and lot (market-rules §1, §2, §2.2). */
export const EXCHANGE_ORDER_TYPES: Readonly<Record<MarketId, PhaseOrderTypes>> = {
  HSX: {
    ATO: { board: ['LO', 'ATO'], odd: ['LO'] },
    CONTINUOUS: { board: ['LO', 'MTL', 'MP'], odd: ['LO'] },
    ATC: { board: ['LO', 'ATC'], odd: ['LO'] },
  },
  HNX: {
    CONTINUOUS: { board: ['LO', 'MTL', 'MOK', 'MAK'], odd: ['LO'] },
    ATC: { board: ['LO', 'ATC'], odd: ['LO'] },
    PLO: { board: ['PLO'], odd: [] },
  },
  UPCOM: {
    CONTINUOUS: { board: ['LO'], odd: ['LO'] },
  },
  DERIV: {
    ATO: { board: ['LO', 'ATO'], odd: [] },
    CONTINUOUS: { board: ['LO', 'MTL', 'MOK', 'MAK'], odd: [] },
    ATC: { board: ['LO', 'ATC'], odd: [] },
  },
};

/**
 * Order types the exchange takes in a phase for a board or odd lot; empty when it takes none.
 * @example allowedOrderTypes('HNX', 'PLO', 'board') // ['PLO']; allowedOrderTypes('HSX', 'ATO', 'odd') // ['LO']
 */
export function allowedOrderTypes(market: MarketId, phase: Phase, lot: LotKind): readonly OrderType[] {
  return EXCHANGE_ORDER_TYPES[market][phase]?.[lot] ?? [];
}

/** True when the exchange accepts this order type now, e.g. isOrderTypeAllowedInPhase('UPCOM', 'CONTINUOUS', 'board', 'MTL') === false. */
export function isOrderTypeAllowedInPhase(
  market: MarketId,
  phase: Phase,
  lot: LotKind,
  type: OrderType,
): boolean {
  return allowedOrderTypes(market, phase, lot).includes(type);
}

/**
 * Whether resting orders may be amended or cancelled in a phase: only in continuous matching (no
 * changes in the ATO/ATC calls, the lunch break, PLO or after the close).
 * @example canAmendOrCancelInPhase('ATO') === false
 */
export function canAmendOrCancelInPhase(phase: Phase): boolean {
  return phase === 'CONTINUOUS';
}

/** True when the exchange matches or queues orders in this phase (a call or continuous matching). */
export function isMatchingPhase(phase: Phase): boolean {
  return phase === 'ATO' || phase === 'CONTINUOUS' || phase === 'ATC' || phase === 'PLO';
}
