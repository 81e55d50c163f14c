// What a confirmation shows of an order (issue 28 item 6): its value and the estimated fee (the
// default schedule's brokerage at the order's own value, plus the tax withheld on a sale; for
// futures the broker and exchange fees per contract). A market-type order (ATO, MP ...) has no
// price of its own: it is valued at the reference price.
import {
  derivativeTradeFee,
  futuresContractValue,
  saleTax,
  stockFee,
  type InstrumentKind,
} from '@sen/market';

export interface OrderSummaryInput {
  side: 'B' | 'S';
  kind: InstrumentKind;
  /** Canonical price, or null for an order type without a price. */
  price: number | null;
  volume: number;
  /** Reference price (canonical), used when the order has no price. */
  reference: number;
}

export interface OrderSummary {
  value: number;
  fee: number;
}

export function orderSummary({ side, kind, price, volume, reference }: OrderSummaryInput): OrderSummary {
  const unitPrice = price ?? reference;
  if (kind === 'future') {
    return { value: futuresContractValue(unitPrice, volume), fee: derivativeTradeFee(volume) };
  }
  const value = unitPrice * volume;
  return { value, fee: stockFee(value) + (side === 'S' ? saleTax(value) : 0) };
}
