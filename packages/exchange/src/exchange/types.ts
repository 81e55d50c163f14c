// Public types of the exchange facade: what the server and the simulated participants code against.
import type { InstrumentKind, MarketId, OrderType, Phase } from '@sen/market';

export type { InstrumentKind, MarketId, OrderType, Phase };

/** Buy or sell. */
export type Side = 'B' | 'S';

/** Who placed an order: a brokerage account (through the server) or a simulated participant. */
export type Owner = { kind: 'broker'; accountId: string } | { kind: 'participant'; participantId: string };

/** One listed instrument as the exchange needs it. */
export interface InstrumentSpec {
  symbol: string;
  market: MarketId;
  kind: InstrumentKind;
  /** Reference price of the first simulated day, canonical units (VND; futures: index points x 100). */
  referencePrice: number;
  /** Covered warrants: the underlying symbol and conversion ratio (n CWs per share); bands follow it. */
  underlying?: string;
  ratio?: number;
  /** First trading day or resumption: the wide band (HOSE 20%, HNX 30%, UPCOM 40%). */
  firstDay?: boolean;
  /** Last trading date 'YYYY-MM-DD' of a warrant or a futures contract; after it, orders are refused (EXPIRED_INSTRUMENT). */
  lastTradingDate?: string;
  /**
   * HOSE restricted stock (PCA): during continuous hours it trades only by 15-minute periodic call
   * auctions, LO only, no amend or cancel in the last 5 minutes of each call (market-rules §1.1).
   */
  restricted?: boolean;
}

/** An order as submitted. `price` is required for LO and PLO-free limit types, ignored by market types. */
export interface OrderRequest {
  symbol: string;
  side: Side;
  type: OrderType;
  volume: number;
  price?: number;
  owner: Owner;
  /** The submitter's own reference, echoed on every order event (e.g. the OMS order number). */
  clientRef?: string;
}

/** Why the exchange refused an order or a command. */
export type RejectReason =
  | 'UNKNOWN_SYMBOL'
  | 'PRICE_REQUIRED'
  | 'TICK' // price not on the tick grid
  | 'BAND' // price outside floor..ceiling
  | 'LOT' // volume not a board lot / odd lot not LO
  | 'MAX_VOLUME' // above the per-order maximum (HOSE 500,000; futures 500)
  | 'SESSION' // the market's phase does not take this order type (or any order)
  | 'ORDER_TYPE' // the type does not exist on this market (e.g. PLO on HOSE, MOK on UPCOM)
  | 'NO_OPPOSITE' // MTL/MP entered with nothing to match
  | 'NO_CLOSE_PRICE' // PLO on a day without a closing price
  | 'NOT_FOUND' // cancel/replace of an unknown or finished order
  | 'NOT_AMENDABLE' // cancel/replace in a call auction or at lunch, or of a PLO / market order
  | 'BAD_AMEND' // replace must change exactly one of price and volume
  | 'OPPOSITE_SIDE' // an account may not take both sides of one symbol within one call auction
  | 'EXPIRED_INSTRUMENT' // past the warrant's or contract's last trading date
  | 'PUT_THROUGH_VOLUME'; // put-through below the market's minimum

/** Answer to a submit, cancel or replace. */
export type CommandResult = { ok: true; orderId: string } | { ok: false; reason: RejectReason };

/** Change of a resting order: price or volume, never both (KRX). */
export type Amendment = { price: number; volume?: undefined } | { volume: number; price?: undefined };

/** A put-through deal, entered by one side and executed on the other side's confirmation. */
export interface PutThroughRequest {
  symbol: string;
  price: number;
  volume: number;
  seller: Owner;
  buyer: Owner;
}

/** A put-through deal proposed by one side (`side` is the proposer's) to a named counterparty. */
export interface PutThroughProposalRequest {
  symbol: string;
  side: Side;
  price: number;
  volume: number;
  proposer: Owner;
  counterparty: Owner;
  /** The proposer's own reference, echoed on the proposal's events. */
  clientRef?: string;
}

/** A proposal and where it stands: waiting, executed (dealId set), rejected, cancelled or expired. */
export interface PutThroughProposal extends PutThroughProposalRequest {
  id: string;
  market: MarketId;
  proposedAt: number;
  status: 'proposed' | 'executed' | 'rejected' | 'cancelled' | 'expired';
  dealId: string | null;
}

/** A listed put-through advertisement. */
export interface Advertisement extends AdvertisementRequest {
  id: string;
  time: number;
}

/** A put-through advertisement (quote to trade by negotiation). */
export interface AdvertisementRequest {
  symbol: string;
  side: Side;
  price: number;
  volume: number;
  owner: Owner;
}

/** One aggregated price level. */
export interface DepthLevel {
  price: number;
  volume: number;
  orders: number;
}

/** Book the order rests in: board lots, odd lots (1-99) or the HNX post-close PLO book. */
export type Board = 'lot' | 'odd' | 'plo';
