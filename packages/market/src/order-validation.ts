import { formatDerivativePrice, formatPrice } from './format-number.ts';
import type { InstrumentKind } from './instruments.ts';
import { BROKER_MAX_DERIVATIVE_VOLUME, MAX_ORDER_VOLUME, lotKindOf } from './lots.ts';
import type { MarketId } from './markets.ts';
import type { OrderValidationKey } from './order-validation-messages.ts';
import {
  classifyPriceInput,
  isOrderTypeAllowedOnMarket,
  orderTypeFromCode,
  type OrderType,
} from './order-types.ts';
import type { PriceBand } from './price-band.ts';
import { parsePriceInput } from './screen-price.ts';
import { isOnTick } from './tick-size.ts';

/** An order as the user filled in the form. */
export interface OrderDraft {
  readonly symbol: string;
  readonly market: MarketId;
  readonly kind: InstrumentKind;
  /** The price box as typed: a number in screen units or ATO, ATC, MP, MTL, MOK, MAK, PLO. */
  readonly priceText: string;
  /** Shares or contracts. */
  readonly volume: number;
  /** Today's ceiling and floor, when known. */
  readonly band?: PriceBand;
  /** Whether a symbol is listed; without it only the symbol's shape is checked. */
  readonly isListed?: (symbol: string) => boolean;
}

/** Outcome of {@link validateOrderDraft}: the order to send, or the first problem as a message key. */
export type OrderValidationResult =
  | {
      readonly ok: true;
      readonly symbol: string;
      readonly type: OrderType;
      readonly price: number | undefined;
    }
  | {
      readonly ok: false;
      readonly key: OrderValidationKey;
      readonly values?: Readonly<Record<string, string>>;
    };

const TYPE_NOT_ALLOWED: Readonly<Record<MarketId, OrderValidationKey>> = {
  HSX: 'order.typeNotAllowedHsx',
  HNX: 'order.typeNotAllowedHnx',
  UPCOM: 'order.typeNotAllowedUpcom',
  DERIV: 'order.typeNotAllowedDerivatives',
};

/** Largest volume the client lets through: the exchange maximum, for futures the broker's 1000. */
function clientMaxVolume(market: MarketId, kind: InstrumentKind): number | undefined {
  return kind === 'future' || market === 'DERIV' ? BROKER_MAX_DERIVATIVE_VOLUME : MAX_ORDER_VOLUME[market];
}

/**
 * Client-side order checks of spec §5, in the form's order: symbol, price (type allowed on the
 * market, tick, ceiling, floor), then volume (board or odd lot, odd lots LO only, maximum).
 * @example validateOrderDraft({ symbol: 'FPT', market: 'HNX', kind: 'stock', priceText: 'MP', volume: 100 }) // { ok: false, key: 'order.typeNotAllowedHnx' }
 */
export function validateOrderDraft(draft: OrderDraft): OrderValidationResult {
  const symbol = draft.symbol.trim().toUpperCase();
  if (!/^[A-Z0-9]{3,20}$/.test(symbol) || draft.isListed?.(symbol) === false)
    return { ok: false, key: 'order.symbolInvalid' };

  const type = orderTypeFromCode(classifyPriceInput(draft.priceText));
  if (type === undefined) return { ok: false, key: 'order.priceInvalid' };
  if (!isOrderTypeAllowedOnMarket(draft.market, type))
    return { ok: false, key: TYPE_NOT_ALLOWED[draft.market] };

  let price: number | undefined;
  if (type === 'LO') {
    price = parsePriceInput(draft.priceText, draft.kind);
    if (price === undefined || !isOnTick(draft.market, draft.kind, price))
      return { ok: false, key: 'order.priceInvalid' };
    const show = draft.kind === 'future' ? formatDerivativePrice : formatPrice;
    if (draft.band && price > draft.band.ceiling) {
      return { ok: false, key: 'order.priceAboveCeiling', values: { ceiling: show(draft.band.ceiling) } };
    }
    if (draft.band && price < draft.band.floor) {
      return { ok: false, key: 'order.priceBelowFloor', values: { floor: show(draft.band.floor) } };
    }
  }

  const lot = lotKindOf(draft.kind, draft.volume);
  const max = clientMaxVolume(draft.market, draft.kind);
  if (lot === undefined || (lot === 'odd' && type !== 'LO') || (max !== undefined && draft.volume > max)) {
    return { ok: false, key: 'order.volumeInvalid' };
  }
  return { ok: true, symbol, type, price };
}
