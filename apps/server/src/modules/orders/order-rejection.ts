// The catalogue key of each reason the exchange refuses an order or an amendment (thrown as a
// SenError of that key; a rejected order's `messageNo` is the key's code).
import type { TradingErrorKey } from '@sen/market';
import type { RejectReason } from '@sen/exchange';

/** The spec's error (by catalogue key) for each reason the exchange refuses an order or an amendment. */
export const EXCHANGE_REJECT_KEYS: Readonly<Record<RejectReason, TradingErrorKey>> = {
  UNKNOWN_SYMBOL: 'invalidSecurity',
  PRICE_REQUIRED: 'unsuitablePrice',
  TICK: 'unsuitablePrice',
  BAND: 'wrongCeilingFloorPrice',
  LOT: 'invalidVolume',
  MAX_VOLUME: 'invalidVolume',
  SESSION: 'orderTypeNotAllowedInSession',
  ORDER_TYPE: 'unsuitableOrderType',
  NO_OPPOSITE: 'cannotPlaceOrder',
  NO_CLOSE_PRICE: 'cannotPlaceOrder',
  NOT_FOUND: 'orderCannotBeCancelledOrEdited',
  NOT_AMENDABLE: 'noCancelEditInSession',
  BAD_AMEND: 'cannotEditPriceAndVolume',
  OPPOSITE_SIDE: 'noBuyAndSellSameSession',
  EXPIRED_INSTRUMENT: 'expiredSecurity',
  PUT_THROUGH_VOLUME: 'invalidVolume',
};
