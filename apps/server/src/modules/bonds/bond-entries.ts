// The bond desk's ledger entries as pure functions (balanced postings). House accounts: the desk
// (its inventory and the cash of its trades), the issuers (who pay coupons and principal through
// the desk as paying agent), fees and the personal income tax withheld.
import { CASH, HOUSE, posting, type Posting } from '../ledger/ledger-rules.ts';

export const BOND_HOUSE = { desk: '@BONDDESK', issuers: '@BONDISSUERS', tax: '@TAX' } as const;

/** Ledger entry kinds of the bond desk (statements read them with their memo). */
export const BOND_ENTRY_KINDS = {
  inventory: 'bond-inventory',
  buy: 'bond-buy',
  sell: 'bond-sellback',
  coupon: 'bond-coupon',
  principal: 'bond-principal',
} as const;

/** The desk's starting inventory of a bond, from the depository. */
export const deskInventory = (symbol: string, volume: number): Posting[] => [
  posting(HOUSE.depository, symbol, 'available', -volume),
  posting(BOND_HOUSE.desk, symbol, 'available', volume),
];

export interface BondTrade {
  sub: string;
  symbol: string;
  volume: number;
  value: number;
  fee: number;
  tax: number;
  amount: number;
}

/** A purchase from the desk: cash (value + fee) out, the bonds in at that cost, settled at once. */
export const bondBuy = (t: BondTrade): Posting[] => [
  posting(t.sub, CASH, 'available', -t.amount),
  posting(BOND_HOUSE.desk, CASH, 'available', t.value),
  posting(HOUSE.fees, CASH, 'available', t.fee),
  posting(BOND_HOUSE.desk, t.symbol, 'available', -t.volume, { cost: -t.amount }),
  posting(t.sub, t.symbol, 'available', t.volume, { cost: t.amount }),
];

/** A sell-back to the desk: the bonds out with their cost, the value less fee and tax in. */
export const bondSellBack = (t: BondTrade, costOut: number): Posting[] => [
  posting(t.sub, t.symbol, 'available', -t.volume, { cost: -costOut }),
  posting(BOND_HOUSE.desk, t.symbol, 'available', t.volume, { cost: costOut }),
  posting(BOND_HOUSE.desk, CASH, 'available', -t.value),
  posting(HOUSE.fees, CASH, 'available', t.fee),
  posting(BOND_HOUSE.tax, CASH, 'available', t.tax),
  posting(t.sub, CASH, 'available', t.amount),
];

/** A coupon: the issuer pays the gross, 5% personal income tax withheld, the net to the holder. */
export const bondCoupon = (sub: string, gross: number, tax: number): Posting[] => [
  posting(BOND_HOUSE.issuers, CASH, 'available', -gross),
  posting(BOND_HOUSE.tax, CASH, 'available', tax),
  posting(sub, CASH, 'available', gross - tax),
];

/** Redemption at maturity: the bonds go back to the issuer, the principal comes in. */
export const bondPrincipal = (
  sub: string,
  symbol: string,
  volume: number,
  principal: number,
  cost: number,
): Posting[] => [
  posting(sub, symbol, 'available', -volume, { cost: -cost }),
  posting(BOND_HOUSE.issuers, symbol, 'available', volume, { cost }),
  posting(BOND_HOUSE.issuers, CASH, 'available', -principal),
  posting(sub, CASH, 'available', principal),
];
