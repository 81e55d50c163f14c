// Turns market updates into public messages with the protocol's builders and routes them: trades,
// depth, foreign room and projected matches to the symbol's room; 10-level depth to `SYM,S`/`SYM,B`;
// odd-lot matches and depth to `ODD_HSX`/`ODD_HNX`; index, session status and put-through to all.
// When a client of the datafeed family is to receive a message, its family fields come along
// (family-extras.ts), and a futures depth change also goes to it as 10 levels (`stockps10price`).
import type { DepthSide, IndexSnapshot } from '@sen/protocol';
import {
  changePctOf,
  depth10Message,
  depthMessage,
  foreignMessage,
  indexMessage,
  marketStatusMessage,
  ODD_LOT_BOARD_ID,
  putThroughMessage,
  tradeMessage,
} from '@sen/protocol';
import type { MarketUpdate } from '../market/market-updates.ts';
import { toMarketClockTime, toMarketIso } from '../market/market-time.ts';
import type { SymbolState } from '../market/symbol-state.ts';
import { dealOf, tradeOf } from '../board/trade-presenters.ts';
import type { FamilyPart } from './fan-out.ts';
import { depthExtras, foreignExtras, futuresTradeExtras, indexExtras } from './family-extras.ts';
import type { PublicMessage } from './public-message.ts';

export interface PublicSink {
  publish(room: string | null, message: PublicMessage, family?: FamilyPart): void;
  /** False when nobody listens to the room: its messages are then not even built. */
  wants(room: string): boolean;
  /** False when no family client listens to the room: the family's fields are then not built. */
  wantsFamily?(room: string | null): boolean;
}

export interface BridgeSources {
  /** Current state of a symbol (for depth snapshots). */
  symbol(symbol: string): SymbolState | undefined;
  /** Current value of an index by its feed code (10, 11, 02, 12, 03), when the market computes it. */
  index(code: string): IndexSnapshot | undefined;
  /** Next number of a symbol's depth messages (the family's `sequence`). */
  sequence?(symbol: string): number;
}

/** The family's fields of a message for a room, built only when a family client listens to it. */
function extrasFor(
  sink: PublicSink,
  room: string | null,
  build: () => FamilyPart['extras'],
): FamilyPart | undefined {
  return sink.wantsFamily?.(room) === true ? { extras: build() } : undefined;
}

/** Odd-lot board of a symbol's market: HOSE odd lots on ODD_HSX, HNX and UPCOM on ODD_HNX. */
function oddLotRoomOf(state: SymbolState): string | undefined {
  const market = state.instrument.market;
  if (market === 'HSX') return 'ODD_HSX';
  if (market === 'HNX' || market === 'UPCOM') return 'ODD_HNX';
  return undefined;
}

const bandOf = (state: SymbolState) => ({ ref: state.reference, ceiling: state.ceiling, floor: state.floor });
// Odd-lot messages carry the odd-lot board id (volumes then in shares), as odd-lot snapshots do.

function depthSideOf(state: SymbolState, side: 'B' | 'S', book: 'lot' | 'odd' = 'lot'): DepthSide {
  const levels =
    book === 'odd'
      ? side === 'B'
        ? state.odd.bids
        : state.odd.asks
      : side === 'B'
        ? state.bids
        : state.asks;
  return {
    symbol: state.instrument.symbol,
    side,
    levels: levels.map(({ price, volume }) => ({ price, volume })),
    totalVolume: null,
  };
}

/** The 3211 answer to a depth request. */
export function depthSnapshotMessage(state: SymbolState, side: 'B' | 'S'): PublicMessage {
  return depth10Message(depthSideOf(state, side), state.instrument.kind);
}

/** Publishes the messages of one market update. */
export function publishUpdate(update: MarketUpdate, sink: PublicSink, sources: BridgeSources): void {
  switch (update.kind) {
    case 'trade': {
      const { state } = update;
      if (!sink.wants(update.symbol)) return;
      const message = tradeMessage(tradeOf(state, update.trade), bandOf(state), state.instrument.kind);
      const family =
        state.instrument.kind === 'future'
          ? extrasFor(sink, update.symbol, () => futuresTradeExtras(state, message))
          : undefined;
      sink.publish(update.symbol, message, family);
      return;
    }
    case 'oddTrade': {
      const { state } = update;
      const room = oddLotRoomOf(state);
      if (room === undefined || !sink.wants(room)) return;
      const record = {
        seq: 0,
        time: update.time,
        price: update.price,
        volume: update.volume,
        side: null,
        totalVolume: state.odd.totalVolume,
      };
      const trade = { ...tradeOf(state, record), high: 0, low: 0, avg: 0 };
      sink.publish(room, tradeMessage(trade, bandOf(state), state.instrument.kind, ODD_LOT_BOARD_ID));
      return;
    }
    case 'projection': {
      const { state } = update;
      if (!sink.wants(update.symbol)) return;
      const record = {
        seq: 0,
        time: update.time,
        price: update.price ?? 0,
        volume: update.volume,
        side: null,
        totalVolume: update.volume,
      };
      // No projected match (the call's book does not cross): no price, and the change stays the
      // day's so far (the last match against the reference; none before the first match).
      const unpriced =
        update.price === null
          ? {
              change: state.last > 0 ? state.last - state.reference : 0,
              changePct: state.last > 0 ? changePctOf(state.last, state.reference) : 0,
            }
          : {};
      sink.publish(
        update.symbol,
        tradeMessage(
          { ...tradeOf(state, record), ...unpriced, projected: true },
          bandOf(state),
          state.instrument.kind,
        ),
      );
      return;
    }
    case 'depth': {
      const { state, side } = update;
      const kind = state.instrument.kind;
      const extras = () =>
        depthExtras(
          state,
          side,
          update.board === 'odd' ? 'odd' : 'lot',
          update.time,
          sources.sequence?.(update.symbol) ?? 0,
        );
      if (update.board === 'odd') {
        const room = oddLotRoomOf(state);
        if (room !== undefined && sink.wants(room))
          sink.publish(
            room,
            depthMessage(depthSideOf(state, side, 'odd'), bandOf(state), kind, ODD_LOT_BOARD_ID),
            extrasFor(sink, room, extras),
          );
        return;
      }
      const depthRoom = `${update.symbol},${side}`;
      const [toSymbol, toDepth] = [sink.wants(update.symbol), sink.wants(depthRoom)];
      if (!toSymbol && !toDepth) return;
      const depth = depthSideOf(state, side);
      if (toSymbol) {
        sink.publish(
          update.symbol,
          depthMessage(depth, bandOf(state), kind),
          extrasFor(sink, update.symbol, extras),
        );
        // The family's futures boards follow a joined contract's 10 levels on `stockps10price`.
        if (kind === 'future' && sink.wantsFamily?.(update.symbol) === true)
          sink.publish(update.symbol, depth10Message(depth, kind), { only: true });
      }
      if (toDepth) sink.publish(depthRoom, depth10Message(depth, kind));
      return;
    }
    case 'foreign':
      if (!sink.wants(update.symbol)) return;
      sink.publish(
        update.symbol,
        foreignMessage(update.symbol, {
          buyVolume: update.state.foreign.buyVolume,
          sellVolume: update.state.foreign.sellVolume,
          room: update.state.foreign.room,
        }),
        extrasFor(sink, update.symbol, () => foreignExtras(update.state)),
      );
      return;
    case 'index': {
      const snapshot = sources.index(update.indexId);
      if (snapshot === undefined) return;
      const message = indexMessage(snapshot);
      sink.publish(
        null,
        message,
        extrasFor(sink, null, () => indexExtras(message)),
      );
      return;
    }
    case 'session':
      sink.publish(
        null,
        marketStatusMessage({
          market: update.market,
          phase: update.phase,
          time: toMarketClockTime(update.time),
          marketTime: toMarketIso(update.time),
        }),
      );
      return;
    case 'putThrough':
      sink.publish(null, putThroughMessage(dealOf(update.deal)));
      return;
    case 'rollover':
      return;
  }
}
