// The ledger entries of corporate actions, as pure functions to balanced postings. The issuers'
// payments arrive through the house account @ISSUERS; withheld tax goes to @TAX; new shares come
// from the depository and wait as receivables until their listing date (not tradable before it).
import { CASH, HOUSE, posting, type Posting } from '../ledger/ledger-rules.ts';

export const ISSUERS = '@ISSUERS';
const TAX = '@TAX';

/** A cash dividend: the gross amount credited, the 5% personal income tax withheld from it. */
export const cashDividend = (sub: string, gross: number, tax: number): Posting[] => [
  posting(ISSUERS, CASH, 'available', -gross),
  posting(sub, CASH, 'available', gross),
  posting(sub, CASH, 'available', -tax),
  posting(TAX, CASH, 'available', tax),
];

/** Dividend or bonus shares: credited at no cost, receivable (pending listing) until `listingDate`. */
export const dividendShares = (
  sub: string,
  symbol: string,
  shares: number,
  listingDate: string,
): Posting[] => [
  posting(HOUSE.depository, symbol, 'available', -shares),
  posting(sub, symbol, 'receivable', shares, { settleDate: listingDate }),
];
