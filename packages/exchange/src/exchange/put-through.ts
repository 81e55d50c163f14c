// Put-through (negotiated) trading: advertisements, deals proposed by one side and confirmed by the
// other, inside the band, above the market's minimum volume, in its put-through windows.
import { PUT_THROUGH_MIN_VOLUME, isPutThroughOpen } from '@sen/market';
import { secondsOfDayOf } from '../clock/market-time.ts';
import type { ExchangeCore } from './exchange-core.ts';
import type { PutThroughProposalEvent } from './events.ts';
import type {
  Advertisement,
  AdvertisementRequest,
  CommandResult,
  Owner,
  PutThroughProposal,
  PutThroughProposalRequest,
  PutThroughRequest,
  RejectReason,
} from './types.ts';

/** Reason a put-through of this symbol, price and volume cannot be entered now, or null. */
function check(core: ExchangeCore, symbol: string, price: number, volume: number): RejectReason | null {
  const state = core.instruments.get(symbol);
  if (!state) return 'UNKNOWN_SYMBOL';
  if (state.spec.lastTradingDate !== undefined && core.tradingDate > state.spec.lastTradingDate)
    return 'EXPIRED_INSTRUMENT';
  const { market, kind } = state.spec;
  const phase = core.phases.get(market);
  if (phase === 'CLOSED' || phase === 'PRE_OPEN' || !isPutThroughOpen(market, secondsOfDayOf(core.time)))
    return 'SESSION';
  if (!Number.isInteger(price) || price <= 0) return 'PRICE_REQUIRED';
  if (kind !== 'bond' && (price < state.floor || price > state.ceiling)) return 'BAND';
  if (!Number.isInteger(volume) || volume < PUT_THROUGH_MIN_VOLUME[market]) return 'PUT_THROUGH_VOLUME';
  return null;
}

/** Publishes an advertisement to trade by negotiation. */
export function advertise(core: ExchangeCore, request: AdvertisementRequest): CommandResult {
  const reason = check(core, request.symbol, request.price, request.volume);
  if (reason) return { ok: false, reason };
  const id = core.ids.next();
  core.advertisements.set(id, { id, time: core.time, ...request });
  core.out.emit({
    type: 'putThrough',
    time: core.time,
    kind: 'advertisement',
    id,
    symbol: request.symbol,
    side: request.side,
    price: request.price,
    volume: request.volume,
    value: request.price * request.volume,
    parties: request.side === 'B' ? { buyer: request.owner } : { seller: request.owner },
  });
  return { ok: true, orderId: id };
}

/** Executes an agreed deal: it prints on the put-through board, not as the last matched price. */
export function putThrough(core: ExchangeCore, request: PutThroughRequest): CommandResult {
  const reason = check(core, request.symbol, request.price, request.volume);
  if (reason) return { ok: false, reason };
  return { ok: true, orderId: executeDeal(core, request) };
}

function executeDeal(core: ExchangeCore, request: PutThroughRequest): string {
  const state = core.instruments.get(request.symbol)!;
  const value = request.price * request.volume;
  state.stats.putThroughVolume += request.volume;
  state.stats.putThroughValue += value;
  const id = core.ids.next();
  core.out.emit({
    type: 'putThrough',
    time: core.time,
    kind: 'deal',
    id,
    symbol: request.symbol,
    side: null,
    price: request.price,
    volume: request.volume,
    value,
    parties: { buyer: request.buyer, seller: request.seller },
  });
  return id;
}

const sameOwner = (a: Owner, b: Owner): boolean =>
  a.kind === 'broker'
    ? b.kind === 'broker' && a.accountId === b.accountId
    : b.kind === 'participant' && a.participantId === b.participantId;

function emitProposal(core: ExchangeCore, proposal: PutThroughProposal): void {
  const event: PutThroughProposalEvent = { type: 'putThroughProposal', ...proposal, time: core.time };
  core.out.emit(event);
}

/**
 * One side (buyer or seller) proposes a deal to a named counterparty; it waits for the
 * counterparty's confirmation. Checked now (window, band, minimum volume) and again on confirmation.
 */
export function proposePutThrough(core: ExchangeCore, request: PutThroughProposalRequest): CommandResult {
  const reason = check(core, request.symbol, request.price, request.volume);
  if (reason) return { ok: false, reason };
  if (sameOwner(request.proposer, request.counterparty)) return { ok: false, reason: 'OPPOSITE_SIDE' };
  const id = core.ids.next();
  const proposal: PutThroughProposal = {
    ...request,
    id,
    market: core.instruments.get(request.symbol)!.spec.market,
    proposedAt: core.time,
    status: 'proposed',
    dealId: null,
  };
  core.proposals.set(id, proposal);
  emitProposal(core, proposal);
  return { ok: true, orderId: id };
}

/** A proposal `by` may act on: NOT_FOUND if unknown or not theirs to act on. */
function pending(
  core: ExchangeCore,
  id: string,
  by: Owner,
  role: 'proposer' | 'counterparty' | 'either',
): PutThroughProposal | RejectReason {
  const proposal = core.proposals.get(id);
  if (!proposal) return 'NOT_FOUND';
  const allowed =
    (role !== 'counterparty' && sameOwner(proposal.proposer, by)) ||
    (role !== 'proposer' && sameOwner(proposal.counterparty, by));
  if (!allowed) return 'NOT_FOUND';
  // An executed deal cannot be cancelled or confirmed again; a finished proposal is closed.
  if (proposal.status !== 'proposed') return 'NOT_AMENDABLE';
  return proposal;
}

/** The counterparty confirms: the deal executes if it still fits the window and today's band. */
export function confirmPutThrough(core: ExchangeCore, id: string, by: Owner): CommandResult {
  const proposal = pending(core, id, by, 'counterparty');
  if (typeof proposal === 'string') return { ok: false, reason: proposal };
  const reason = check(core, proposal.symbol, proposal.price, proposal.volume);
  if (reason) return { ok: false, reason };
  const buyer = proposal.side === 'B' ? proposal.proposer : proposal.counterparty;
  const seller = proposal.side === 'B' ? proposal.counterparty : proposal.proposer;
  const dealId = executeDeal(core, {
    symbol: proposal.symbol,
    price: proposal.price,
    volume: proposal.volume,
    buyer,
    seller,
  });
  const done = { ...proposal, status: 'executed' as const, dealId };
  core.proposals.set(id, done);
  emitProposal(core, done);
  return { ok: true, orderId: dealId };
}

/** The counterparty rejects, or the proposer withdraws, a deal not yet executed. */
export function cancelPutThrough(core: ExchangeCore, id: string, by: Owner): CommandResult {
  const proposal = pending(core, id, by, 'either');
  if (typeof proposal === 'string') return { ok: false, reason: proposal };
  const status = sameOwner(proposal.proposer, by) ? ('cancelled' as const) : ('rejected' as const);
  const done = { ...proposal, status };
  core.proposals.set(id, done);
  emitProposal(core, done);
  return { ok: true, orderId: id };
}

/** Proposals of a market still waiting when its put-through window closes expire (all at the day's end). */
export function expireProposals(core: ExchangeCore, market?: string): void {
  for (const proposal of core.proposals.values()) {
    if (proposal.status !== 'proposed' || (market !== undefined && proposal.market !== market)) continue;
    const done = { ...proposal, status: 'expired' as const };
    core.proposals.set(proposal.id, done);
    emitProposal(core, done);
  }
}

/** Withdraws an advertisement (only its owner may). */
export function withdrawAdvertisement(core: ExchangeCore, id: string, by: Owner): CommandResult {
  const ad = core.advertisements.get(id);
  if (!ad || !sameOwner(ad.owner, by)) return { ok: false, reason: 'NOT_FOUND' };
  core.advertisements.delete(id);
  return { ok: true, orderId: id };
}

/** Today's advertisements still listed, oldest first, optionally of one symbol. */
export function listAdvertisements(core: ExchangeCore, symbol?: string): Advertisement[] {
  return [...core.advertisements.values()].filter((ad) => symbol === undefined || ad.symbol === symbol);
}
