// The spec's code of each reason the exchange refuses an order or an amendment (thrown as a
// TradingError of that catalogue code).
import type { RejectReason } from '@sen/exchange';

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
