import { parseMarketId, type InstrumentKind } from '@sen/market';
import type { z } from 'zod';
import type { DepthSide } from '../canonical/depth.ts';
import type { IndexSnapshot } from '../canonical/index-snapshot.ts';
import type { NegotiatedDeal } from '../canonical/negotiated-deal.ts';
import type { ForeignFlow } from '../canonical/quote.ts';
import type { Trade } from '../canonical/trade.ts';
import { legacyToLevels } from '../feed/depth-codec.ts';
import { indexSnapshotOfOlder } from '../feed/index-older.ts';
import * as u from '../feed/legacy-units.ts';
import { dealOfLegacy } from '../feed/negotiated-deal.ts';
import type { ParseResult } from '../parse-result.ts';
import type { MarketStatus } from './market-status.ts';
import { parseNdata } from './ndata.ts';
import {
  parsePublicEnvelope,
  type derivativeTradeMessageSchema,
  type tradeMessageSchema,
} from './public-messages.ts';

/** A public message read into canonical units. */
export type PublicEvent =
  | { type: 'index'; index: IndexSnapshot }
  | { type: 'depth'; depth: DepthSide; levels: 3 | 10; boardId: string }
  | { type: 'foreign'; symbol: string; foreign: Pick<ForeignFlow, 'buyVolume' | 'sellVolume' | 'room'> }
  | { type: 'trade'; trade: Trade; boardId: string }
  | { type: 'status'; status: MarketStatus }
  | { type: 'putThrough'; deal: NegotiatedDeal };

type ParsedTrade = z.output<typeof tradeMessageSchema> | z.output<typeof derivativeTradeMessageSchema>;

function readTrade(m: ParsedTrade, kind: InstrumentKind): Trade {
  const p = (value: number): number => u.legacyPriceToCanonical(value, kind);
  // The message carries no reference price: the sign of an unsigned change follows the colour.
  const direction = m.cl === 'd' || m.cl === 'f' ? -1 : m.cl === 'i' || m.cl === 'c' ? 1 : 0;
  const price = p(m.lastPrice);
  const signed = (value: number): number =>
    direction === 0 || value === 0 ? value : direction * Math.abs(value);
  return {
    symbol: m.sym,
    seq: m.sID,
    time: m.time,
    price,
    volume: u.legacyVolumeToCanonical(m.lastVol, kind, m.boardId),
    side: m.side ?? null,
    change: signed(p(m.change)),
    changePct: signed(m.changePc),
    totalVolume: u.legacyVolumeToCanonical(m.totalVol, kind, m.boardId),
    high: p(m.hp),
    low: p(m.lp),
    avg: p(m.ap),
    projected: m.id === 3223,
    openInterest: 'oi' in m ? Math.round(m.oi) : null,
  };
}

/** Reads a `public` envelope into a canonical event, or explains why it is not one. */
export function readPublicMessage(input: unknown): ParseResult<PublicEvent> {
  const parsed = parsePublicEnvelope(input);
  if (!parsed.ok) return parsed;
  const m = parsed.value;
  switch (m.id) {
    case 1101:
      return { ok: true, value: { type: 'index', index: indexSnapshotOfOlder(m) } };
    case 3210:
    case 6210: {
      const kind = m.id === 6210 ? 'future' : u.kindOfSymbol(m.sym);
      const levels = legacyToLevels([m.g1, m.g2, m.g3], kind, m.boardId);
      return {
        ok: true,
        value: {
          type: 'depth',
          levels: 3,
          boardId: m.boardId ?? 'G1',
          depth: { symbol: m.sym, side: m.side, levels, totalVolume: null },
        },
      };
    }
    case 3211: {
      const levels = parseNdata(m.ndata, u.kindOfSymbol(m.sym));
      if (!levels.ok) return levels;
      return {
        ok: true,
        value: {
          type: 'depth',
          levels: 10,
          boardId: 'G1',
          depth: { symbol: m.sym, side: m.side, levels: levels.value, totalVolume: null },
        },
      };
    }
    case 3250:
      return {
        ok: true,
        value: {
          type: 'foreign',
          symbol: m.symbol,
          foreign: {
            buyVolume: u.legacyVolumeToCanonical(m.fBVol, 'stock'),
            sellVolume: u.legacyVolumeToCanonical(m.fSVolume, 'stock'),
            room: m.fRoom === null ? null : Math.round(m.fRoom),
          },
        },
      };
    case 3220:
    case 3223:
      return {
        ok: true,
        value: { type: 'trade', boardId: m.boardId ?? 'G1', trade: readTrade(m, u.kindOfSymbol(m.sym)) },
      };
    case 6220:
      return { ok: true, value: { type: 'trade', boardId: 'G1', trade: readTrade(m, 'future') } };
    case 6666: {
      const market = parseMarketId(m.mc);
      if (market === undefined) return { ok: false, error: `unknown market code ${m.mc}` };
      return {
        ok: true,
        value: { type: 'status', status: { market, phase: m.phase, time: m.time, marketTime: m.marketTime } },
      };
    }
    case 9100:
      return { ok: true, value: { type: 'putThrough', deal: dealOfLegacy(m) } };
  }
}
