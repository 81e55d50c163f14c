// Pure checks of the order ticket before it is sent: the order type from the typed price, the
// market's rules (spec §5) and what the market's session takes now (server market clock).
import {
  allowedOrderTypes,
  CLIENT_ORDER_TYPES,
  nextPhaseChange,
  lotKindOf,
  phaseAt,
  validateOrderDraft,
  type InstrumentKind,
  type MarketId,
  type OrderType,
  type OrderValidationKey,
} from '@sen/market';
import { marketMinuteOfDay } from '@/shared/lib/market-clock';

export interface TicketInput {
  symbol: string;
  market: MarketId;
  kind: InstrumentKind;
  priceText: string;
  volume: number;
  band?: { ceiling: number; floor: number };
  /** Market time now (server clock), null when unknown. */
  marketTime: number | null;
  nextSession: boolean;
}

export type TicketResult =
  | { ok: true; type: OrderType; price: number | OrderType }
  | { ok: false; key: OrderValidationKey; values?: Readonly<Record<string, string>> }
  | { ok: false; messageNo: number };

const QUEUED_PHASES = new Set(['PRE_OPEN', 'LUNCH']);

export function checkTicket(input: TicketInput): TicketResult {
  const draft = validateOrderDraft({
    symbol: input.symbol,
    market: input.market,
    kind: input.kind,
    priceText: input.priceText,
    volume: input.volume,
    ...(input.band ? { band: input.band } : {}),
  });
  if (!draft.ok) return draft;
  if (!input.nextSession && input.marketTime !== null) {
    const phase = phaseAt(input.market, marketMinuteOfDay(input.marketTime) * 60);
    const lot = lotKindOf(input.kind, input.volume);
    if (phase === 'CLOSED') return { ok: false, messageNo: -6022 };
    if (!QUEUED_PHASES.has(phase) && lot && !allowedOrderTypes(input.market, phase, lot).includes(draft.type))
      return { ok: false, messageNo: -6024 };
  }
  return { ok: true, type: draft.type, price: draft.type === 'LO' ? draft.price! : draft.type };
}

/**
 * The order types the ticket offers for a symbol's market now (server market clock): what the
 * exchange takes in the current phase for a board lot, or, while orders queue (before the open,
 * the lunch break), in the phase that comes next; all the market's types for the next session or
 * before the clock is known; none while the market is closed.
 */
export function orderTypesNow(
  market: MarketId,
  marketTime: number | null,
  nextSession: boolean,
): readonly OrderType[] {
  const client = CLIENT_ORDER_TYPES[market];
  if (nextSession || marketTime === null) return client;
  const seconds = marketMinuteOfDay(marketTime) * 60;
  let phase = phaseAt(market, seconds);
  if (QUEUED_PHASES.has(phase)) {
    const next = nextPhaseChange(market, seconds);
    phase = next === undefined ? 'CLOSED' : phaseAt(market, next);
  }
  return allowedOrderTypes(market, phase, 'board').filter((type) => client.includes(type));
}
