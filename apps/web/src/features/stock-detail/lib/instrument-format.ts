// How the detail page writes a price, a change, a volume and a traded value of its symbol, by the
// instrument's kind (ARCHITECTURE §3), all through `@sen/market`: stocks, ETFs, warrants and bonds
// in thousands of VND and volumes in units of 10 shares; futures as the derivatives board shows
// them, prices and changes in index points with 1 decimal and volumes in contracts.
import {
  formatBillions,
  formatChange,
  formatScreenPrice,
  formatVolume,
  futuresContractValue,
  type InstrumentKind,
} from '@sen/market';

export interface InstrumentFormat {
  kind: InstrumentKind;
  /** A canonical price: '118.50' (thousand VND), '1,344.1' (points). */
  price: (price: number) => string;
  /** A signed change of a canonical price: '+0.50', '+4.0' (points). */
  change: (change: number) => string;
  /** A volume: in units of 10 shares ('1,560'), in contracts for futures ('837'). */
  volume: (volume: number) => string;
  /** A traded value in billions of VND. */
  value: (value: number) => string;
}

/** Contracts are counted one by one; shares in units of 10 (the board's "KL x10"). */
const volumeUnitOf = (kind: InstrumentKind) => (kind === 'future' ? 1 : 10);

/**
 * The exchange adds up price x volume for a traded value; a futures price is in index points x 100,
 * so its sum is a sum of contract values in canonical price units (one is 1,000 VND).
 */
const valueInVnd = (value: number, kind: InstrumentKind) =>
  kind === 'future' ? futuresContractValue(value) : value;

export function instrumentFormat(kind: InstrumentKind): InstrumentFormat {
  return {
    kind,
    price: (price) => formatScreenPrice(price, kind),
    change: (change) => formatChange(change, kind === 'future'),
    volume: (volume) => formatVolume(volume, volumeUnitOf(kind)),
    value: (value) => formatBillions(valueInVnd(value, kind)),
  };
}
