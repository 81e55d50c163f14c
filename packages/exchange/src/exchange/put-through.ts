// Put-through (negotiated) trading: advertisements and agreed deals, inside the band, above the minimum volume.
import { PUT_THROUGH_MIN_VOLUME, isPutThroughOpen } from '@sen/market';
import { secondsOfDayOf } from '../clock/market-time.ts';
import type { ExchangeCore } from './exchange-core.ts';
import type { AdvertisementRequest, CommandResult, PutThroughRequest, RejectReason } from './types.ts';

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
  return { ok: true, orderId: id };
}
