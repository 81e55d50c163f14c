// What changed in the market, as the realtime gateway and other in-process consumers see it.
// Each update names its symbol (or market) and carries the symbol's state after the change,
// so a consumer can build any wire shape without asking back.
import type { Board, DepthLevel, MarketId, Phase, Side } from '@sen/exchange';
import type { Topic } from '../../plugins/bus/bus.ts';
import { topic } from '../../plugins/bus/bus.ts';
import type { SymbolState, TradeRecord } from './symbol-state.ts';

export interface DealRecord {
  id: string;
  symbol: string;
  market: MarketId;
  kind: 'advertisement' | 'deal';
  side: Side | null;
  price: number;
  volume: number;
  /** VND. */
  value: number;
  time: number;
}

export type MarketUpdate =
  /** A board-lot match (3220; futures 6220). */
  | { kind: 'trade'; symbol: string; derivative: boolean; trade: TradeRecord; state: SymbolState }
  /** An odd-lot match (ODD_HSX / ODD_HNX rooms). */
  | { kind: 'oddTrade'; symbol: string; price: number; volume: number; time: number; state: SymbolState }
  /** Projected call-auction match (3223). */
  | {
      kind: 'projection';
      symbol: string;
      price: number | null;
      volume: number;
      time: number;
      state: SymbolState;
    }
  /** Top levels of one side changed (3210 / 3211; futures 6210; odd-lot book when board is 'odd'). */
  | {
      kind: 'depth';
      symbol: string;
      derivative: boolean;
      board: Board;
      side: Side;
      levels: readonly DepthLevel[];
      time: number;
      state: SymbolState;
    }
  /** Foreign buy/sell totals or room changed (3250). */
  | { kind: 'foreign'; symbol: string; state: SymbolState }
  /** An index value changed (1101). `indexId` is the mc code (10, 11, 02, 12, 03). */
  | { kind: 'index'; indexId: string; time: number }
  /** A market entered a phase (6666). */
  | { kind: 'session'; market: MarketId; phase: Phase; tradingDate: string; time: number }
  /** Put-through advertisement or deal (9100). */
  | { kind: 'putThrough'; deal: DealRecord }
  /** A new trading day began: every symbol's band and counters were reset. */
  | { kind: 'rollover'; tradingDate: string; time: number };

/** The bus topic carrying every {@link MarketUpdate} (local to the node running the simulator). */
export const MARKET_UPDATES: Topic<MarketUpdate> = topic<MarketUpdate>('market.updates');
