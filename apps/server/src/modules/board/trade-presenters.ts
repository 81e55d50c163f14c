// Canonical trades and negotiated deals from the store's records.
import type { NegotiatedDeal, Trade } from '@sen/protocol';
import { changePctOf } from '@sen/protocol';
import type { DealRecord } from '../market/market-updates.ts';
import { toMarketClockTime } from '../market/market-time.ts';
import type { SymbolState, TradeRecord } from '../market/symbol-state.ts';

/** A trade of the tape with the day's figures known at that trade (high/low/avg as of now). */
export function tradeOf(state: SymbolState, record: TradeRecord): Trade {
  return {
    symbol: state.instrument.symbol,
    seq: record.seq,
    time: toMarketClockTime(record.time),
    price: record.price,
    volume: record.volume,
    side: record.side,
    change: record.price - state.reference,
    changePct: changePctOf(record.price, state.reference),
    totalVolume: record.totalVolume,
    high: state.high,
    low: state.low,
    avg: state.totalVolume > 0 ? Math.round(state.totalValue / state.totalVolume) : record.price,
    projected: false,
    openInterest: state.instrument.kind === 'future' ? state.openInterest : null,
  };
}

const DEAL_TYPE = { B: 'bid', S: 'ask' } as const;

export function dealOf(record: DealRecord): NegotiatedDeal {
  return {
    symbol: record.symbol,
    market: record.market,
    time: toMarketClockTime(record.time),
    type: record.kind === 'deal' || record.side === null ? 'match' : DEAL_TYPE[record.side],
    price: record.price,
    volume: record.volume,
    value: record.value,
    status: 0,
  };
}
