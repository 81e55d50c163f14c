import { sessionStatusCode, type InstrumentKind } from '@sen/market';
import type { DepthSide } from '../canonical/depth.ts';
import type { IndexSnapshot } from '../canonical/index-snapshot.ts';
import type { NegotiatedDeal } from '../canonical/negotiated-deal.ts';
import type { ForeignFlow, Quote } from '../canonical/quote.ts';
import { colourOf } from '../canonical/quote-colours.ts';
import type { Trade } from '../canonical/trade.ts';
import { levelsToLegacy } from '../feed/depth-codec.ts';
import { snapshotToOlderIndex } from '../feed/index-older.ts';
import * as u from '../feed/legacy-units.ts';
import { dealToLegacyDeal } from '../feed/negotiated-deal.ts';
import { formatPipeLevel } from '../feed/pipe-depth.ts';
import { fixed } from '../feed/wire-primitives.ts';
import { statusCodeOf, type MarketStatus } from './market-status.ts';
import { formatNdata } from './ndata.ts';
import type {
  Depth10Message,
  DepthMessage,
  DerivativeDepthMessage,
  DerivativeTradeMessage,
  ForeignMessage,
  IndexMessage,
  MarketStatusMessage,
  PutThroughMessage,
  TradeMessage,
} from './public-messages.ts';

/** Reference, ceiling and floor of a symbol's day: what colours need. */
export type PriceBand = Pick<Quote, 'ref' | 'ceiling' | 'floor'>;

/** 1101 from a canonical index. */
export function indexMessage(index: IndexSnapshot): IndexMessage {
  return { id: 1101, ...snapshotToOlderIndex(index) };
}

/** 3210 (stocks) or 6210 (futures): the first 3 levels of one side, in legacy units; boardId G4 for odd lots (volumes in shares). */
export function depthMessage(
  depth: DepthSide,
  band: PriceBand,
  kind: InstrumentKind,
  boardId?: string,
): DepthMessage | DerivativeDepthMessage {
  const [g1, g2, g3] = levelsToLegacy(depth.levels, band, kind, 3, boardId).map(formatPipeLevel) as [
    string,
    string,
    string,
  ];
  const body = {
    sym: depth.symbol,
    side: depth.side,
    g1,
    g2,
    g3,
    ...(boardId === undefined ? {} : { boardId }),
  };
  return kind === 'future' ? { id: 6210, ...body } : { id: 3210, ...body };
}

/** 3211: up to 10 levels of one side as `ndata`. */
export function depth10Message(depth: DepthSide, kind: InstrumentKind): Depth10Message {
  return { id: 3211, sym: depth.symbol, side: depth.side, ndata: formatNdata(depth.levels, kind) };
}

/** 3250 from a symbol's foreign flow (volumes in lots of 10, room in shares). */
export function foreignMessage(
  symbol: string,
  foreign: Pick<ForeignFlow, 'buyVolume' | 'sellVolume' | 'room'>,
): ForeignMessage {
  return {
    id: 3250,
    symbol,
    fBVol: u.canonicalVolumeToLegacy(foreign.buyVolume, 'stock'),
    fSVolume: u.canonicalVolumeToLegacy(foreign.sellVolume, 'stock'),
    fRoom: foreign.room,
  };
}

/** 3220 (match), 3223 (projected match) or 6220 (futures match, with open interest); boardId G4 for odd lots (volumes in shares). */
export function tradeMessage(
  trade: Trade,
  band: PriceBand,
  kind: InstrumentKind,
  boardId?: string,
): TradeMessage | DerivativeTradeMessage {
  const p = (value: number): number => u.canonicalPriceToLegacy(value, kind);
  const body = {
    sym: trade.symbol,
    sID: trade.seq,
    time: trade.time,
    lastPrice: p(trade.price),
    lastVol: u.canonicalVolumeToLegacy(trade.volume, kind, boardId),
    cl: colourOf(band, trade.price),
    change: fixed(p(trade.change), 2),
    changePc: fixed(trade.changePct, 2),
    totalVol: u.canonicalVolumeToLegacy(trade.totalVolume, kind, boardId),
    hp: p(trade.high),
    ch: colourOf(band, trade.high),
    lp: p(trade.low),
    lc: colourOf(band, trade.low),
    ap: p(trade.avg),
    ca: colourOf(band, trade.avg),
    side: trade.side,
    ...(boardId === undefined ? {} : { boardId }),
  };
  if (kind === 'future') return { id: 6220, ...body, oi: trade.openInterest ?? 0 };
  return { id: trade.projected ? 3223 : 3220, ...body };
}

/** 6666 from a market status. */
export function marketStatusMessage(status: MarketStatus): MarketStatusMessage {
  return {
    id: 6666,
    mc: statusCodeOf(status.market),
    status: sessionStatusCode(status.phase),
    phase: status.phase,
    time: status.time,
    marketTime: status.marketTime,
  };
}

/** 9100 from a put-through advertisement or deal. */
export function putThroughMessage(deal: NegotiatedDeal): PutThroughMessage {
  return { id: 9100, ...dealToLegacyDeal(deal) };
}
