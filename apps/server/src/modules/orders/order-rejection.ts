// A refused order command with a code of the market's catalogue (spec §8), a TradingError coded
// straight from that catalogue (the gateway's own table names only identity and watchlist codes):
// the gateway turns it into `{rc: code, rs: Vietnamese message}`; the client translates by code.
import { tradingError } from '@sen/market';
import type { RejectReason } from '@sen/exchange';
import { TradingError } from '../trading-gateway/trading-errors.ts';

export class OrderRejection extends TradingError {
  constructor(code: number, detail?: string) {
    super({ rc: code, rs: detail ?? tradingError(code)?.vi ?? 'Không thể đặt lệnh' });
  }
}

/** The spec's code for each reason the exchange refuses an order or an amendment. */
export const EXCHANGE_REJECT_CODES: Readonly<Record<RejectReason, number>> = {
  UNKNOWN_SYMBOL: -6031,
  PRICE_REQUIRED: -6021,
  TICK: -6021,
  BAND: -6035,
  LOT: -6019,
  MAX_VOLUME: -6019,
  SESSION: -6024,
  ORDER_TYPE: -6023,
  NO_OPPOSITE: -6037,
  NO_CLOSE_PRICE: -6037,
  NOT_FOUND: -8003,
  NOT_AMENDABLE: -6026,
  BAD_AMEND: -6048,
  OPPOSITE_SIDE: -6043,
  EXPIRED_INSTRUMENT: -6033,
  PUT_THROUGH_VOLUME: -6019,
};
