// What a confirmation shows of an order (issue 28 item 6): its value and the estimated fee (the
// default schedule's brokerage at the order's own value, plus the tax withheld on a sale; for
// futures the broker and exchange fees per contract). A market-type order (ATO, MP ...) has no
// price of its own: it is valued where the server's pre-trade check values it
// (apps/server/src/modules/orders/pre-trade-checks.ts, order-entry.ts): a stock buy at the ceiling
// (its cash block), a stock sale at the floor (its worst price, what the margin check values), a
// futures order on either side at the ceiling (its initial margin block).
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
  /** The symbol's price band (canonical), null when unknown: a price-less order then values at 0. */
  band: { ceiling: number; floor: number } | null;
}

/** The band price a market-type order is estimated at. */
interface EstimateBasis {
  at: 'ceiling' | 'floor';
  price: number;
}

export interface OrderSummary {
  value: number;
  fee: number;
  /** Set when the order has no price of its own: the band price its value and fee assume. */
  basis: EstimateBasis | null;
}

/** Where the server values a market-type order: see the header. */
function marketOrderBasis(
  side: 'B' | 'S',
  kind: InstrumentKind,
  band: { ceiling: number; floor: number },
): EstimateBasis {
  return side === 'S' && kind !== 'future'
    ? { at: 'floor', price: band.floor }
    : { at: 'ceiling', price: band.ceiling };
}

export function orderSummary({ side, kind, price, volume, band }: OrderSummaryInput): OrderSummary {
  const basis = price === null && band ? marketOrderBasis(side, kind, band) : null;
  const unitPrice = price ?? basis?.price ?? 0;
  if (kind === 'future') {
    return { value: futuresContractValue(unitPrice, volume), fee: derivativeTradeFee(volume), basis };
  }
  const value = unitPrice * volume;
  return { value, fee: stockFee(value) + (side === 'S' ? saleTax(value) : 0), basis };
}
