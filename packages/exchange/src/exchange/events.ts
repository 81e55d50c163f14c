// Events the exchange emits through its single listener, in the order they happened.
import type { FuturesSettlement } from '../rollover/futures-settlement.ts';
import type {
  Board,
  DepthLevel,
  MarketId,
  OrderType,
  Owner,
  Phase,
  PutThroughProposal,
  RejectReason,
  Side,
} from './types.ts';

/** A match. `aggressor` is null for call-auction and PLO-call matches. */
export interface TradeEvent {
  type: 'trade';
  time: number;
  symbol: string;
  board: Board;
  price: number;
  volume: number;
  aggressor: Side | null;
  buyOrderId: string;
  sellOrderId: string;
  /** Which session produced it: continuous, the ATO/ATC uncross, PLO, or a restricted stock's periodic call. */
  session: 'CONTINUOUS' | 'ATO' | 'ATC' | 'PLO' | 'PERIODIC';
}

/** Top levels of one side of a book after they changed. */
export interface DepthEvent {
  type: 'depth';
  time: number;
  symbol: string;
  board: Board;
  side: Side;
  levels: DepthLevel[];
}

/** Life of any order: the brokerage follows its own (owner.kind === 'broker'). */
export interface OrderEvent {
  type: 'order';
  time: number;
  orderId: string;
  clientRef: string | undefined;
  owner: Owner;
  symbol: string;
  board: Board;
  side: Side;
  orderType: OrderType;
  status: 'accepted' | 'rejected' | 'fill' | 'replaced' | 'cancelled' | 'expired';
  /** Limit price now carried (MTL remainders get theirs on conversion); null for market types. */
  price: number | null;
  volume: number;
  filled: number;
  remaining: number;
  /** On a fill: this fill's price and volume. */
  fillPrice?: number;
  fillVolume?: number;
  reason?: RejectReason;
}

/** A market entered a phase. */
export interface SessionEvent {
  type: 'session';
  time: number;
  market: MarketId;
  phase: Phase;
  tradingDate: string;
}

/** A put-through advertisement or an executed deal. */
export interface PutThroughEvent {
  type: 'putThrough';
  time: number;
  kind: 'advertisement' | 'deal';
  id: string;
  symbol: string;
  side: Side | null;
  price: number;
  volume: number;
  value: number;
  /** Parties (the server keeps them private): the advertiser, or both sides of a deal. */
  parties: { buyer?: Owner; seller?: Owner };
}

/**
 * A put-through proposal changed: proposed, executed (with its deal's id; the deal itself is a
 * putThrough event), rejected by the counterparty, cancelled by the proposer, or expired. Private to
 * the two parties.
 */
export interface PutThroughProposalEvent extends PutThroughProposal {
  type: 'putThroughProposal';
  time: number;
}

/** Projected match of a running call auction (ATO/ATC), after each change to its book. */
export interface AuctionProjectionEvent {
  type: 'auctionProjection';
  time: number;
  symbol: string;
  board: Board;
  price: number | null;
  volume: number;
  /** Unmatched volume at that price: positive when buyers remain, negative when sellers remain. */
  imbalance: number;
}

/** A new trading day: new references and bands; trades of `settledTradeDate` settle today (T+2). */
export interface RolloverEvent {
  type: 'rollover';
  time: number;
  previousDate: string;
  tradingDate: string;
  settledTradeDate: string | null;
  references: { symbol: string; reference: number; ceiling: number; floor: number }[];
  /** Each futures contract's daily (and, at expiry, final) settlement price of `previousDate`: the back office marks to it. */
  futuresSettlements: FuturesSettlement[];
  /** Stocks going ex today: the previous close and the adjusted reference (market/ex-rights.ts). */
  exRights?: { symbol: string; close: number; reference: number }[];
}

/** Everything the exchange emits. */
export type ExchangeEvent =
  | TradeEvent
  | DepthEvent
  | OrderEvent
  | SessionEvent
  | PutThroughEvent
  | PutThroughProposalEvent
  | AuctionProjectionEvent
  | RolloverEvent;
