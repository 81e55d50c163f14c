// Pure rules of the double-entry ledger. Every entry is a list of postings; for each asset (cash or
// a symbol) the amounts sum to zero and so do the carried costs. Customer sub-accounts hold three
// buckets per asset: available, blocked (for orders) and receivable (by settlement date). House
// accounts (names starting with @) are the other side: the clearing house, the bank, fees.
/**
 * The ledger's asset of cash. Every other asset is a ticker, so cash is named what no ticker can be
 * ("$" is not a ticker's character): HOSE lists VNDIRECT as VND, and with cash named 'VND' its shares
 * were the customers' cash (migration 025 renamed the postings written before).
 */
export const CASH = '$VND';
export const HOUSE = {
  clearing: '@CLEARING',
  bank: '@BANK',
  depository: '@DEPOSITORY',
  fees: '@FEES',
} as const;

// Futures (see futures-rules.ts): `margin` holds cash as the initial margin of open positions;
// `position`, `vm`, `realised` and `charges` are a contract's net position, variation margin,
// realised P/L and the fees and tax paid on it.
// Margin lending (margin-entries.ts): a customer's `debt` (loan principal), `credit` (lent cash an
// open buy holds) and `interest` (accrued, unpaid) are liabilities, zero or negative; the house's
// lending accounts hold the other side.
export type Bucket =
  | 'available'
  | 'blocked'
  | 'receivable'
  | 'margin'
  | 'position'
  | 'vm'
  | 'realised'
  | 'charges'
  | 'debt'
  | 'credit'
  | 'interest';

/** The customer buckets that hold what the customer owes: never above zero. */
const LIABILITY_BUCKETS: ReadonlySet<Bucket> = new Set<Bucket>(['debt', 'credit', 'interest']);

export interface Posting {
  account: string;
  asset: string;
  bucket: Bucket;
  /** yyyy-mm-dd for a receivable, '' otherwise. */
  settleDate: string;
  amount: number;
  /** VND cost carried with a security quantity; 0 for cash. */
  cost: number;
}

export const isHouseAccount = (account: string): boolean => account.startsWith('@');

export const posting = (
  account: string,
  asset: string,
  bucket: Bucket,
  amount: number,
  extra: { settleDate?: string; cost?: number } = {},
): Posting => ({
  account,
  asset,
  bucket,
  settleDate: extra.settleDate ?? '',
  amount,
  cost: extra.cost ?? 0,
});

/** Throws unless every asset's amounts and costs sum to zero and all numbers are safe integers. */
export function assertBalanced(postings: readonly Posting[]): void {
  if (postings.length === 0) throw new Error('an entry needs postings');
  const sums = new Map<string, { amount: number; cost: number }>();
  for (const p of postings) {
    if (!Number.isSafeInteger(p.amount) || !Number.isSafeInteger(p.cost))
      throw new Error(`posting amounts must be integers (${p.asset})`);
    if ((p.bucket === 'receivable') !== (p.settleDate !== ''))
      throw new Error('receivables, and only they, carry a settlement date');
    const sum = sums.get(p.asset) ?? { amount: 0, cost: 0 };
    sum.amount += p.amount;
    sum.cost += p.cost;
    sums.set(p.asset, sum);
  }
  for (const [asset, sum] of sums) {
    if (sum.amount !== 0 || sum.cost !== 0)
      throw new Error(`entry does not balance for ${asset}: ${sum.amount} / cost ${sum.cost}`);
  }
}

export interface AssetBalance {
  available: number;
  blocked: number;
  /** Cash held as initial margin of futures positions (VND only; absent when none). */
  margin?: number;
  receivable: Array<{ settleDate: string; amount: number }>;
  total: number;
  cost: number;
}

/** Balances of one account per asset, derived from its postings (or from grouped sums of them). */
export function deriveBalances(
  postings: ReadonlyArray<Pick<Posting, 'asset' | 'bucket' | 'settleDate' | 'amount' | 'cost'>>,
): Map<string, AssetBalance> {
  const balances = new Map<string, AssetBalance>();
  for (const p of postings) {
    // Futures positions are read by futures-rules.ts, not as balances of an asset.
    if (p.bucket === 'position' || p.bucket === 'vm' || p.bucket === 'realised' || p.bucket === 'charges')
      continue;
    if (LIABILITY_BUCKETS.has(p.bucket)) continue; // margin debts are read by the margin module
    const b = balances.get(p.asset) ?? { available: 0, blocked: 0, receivable: [], total: 0, cost: 0 };
    if (p.bucket === 'available') b.available += p.amount;
    else if (p.bucket === 'blocked') b.blocked += p.amount;
    else if (p.bucket === 'margin') b.margin = (b.margin ?? 0) + p.amount;
    else {
      const due = b.receivable.find((r) => r.settleDate === p.settleDate);
      if (due) due.amount += p.amount;
      else b.receivable.push({ settleDate: p.settleDate, amount: p.amount });
    }
    b.total += p.amount;
    b.cost += p.cost;
    balances.set(p.asset, b);
  }
  for (const b of balances.values()) {
    b.receivable = b.receivable
      .filter((r) => r.amount !== 0)
      .sort((x, y) => x.settleDate.localeCompare(y.settleDate));
  }
  return balances;
}

/** The (account, asset, bucket) keys of customer accounts an entry lowers: they must stay >= 0. */
export function loweredBuckets(
  postings: readonly Posting[],
): Array<Pick<Posting, 'account' | 'asset' | 'bucket' | 'settleDate'>> {
  const keys = new Map<string, Pick<Posting, 'account' | 'asset' | 'bucket' | 'settleDate'>>();
  for (const p of postings) {
    // A futures position is signed (short < 0); every other customer bucket stays >= 0.
    if (
      p.amount < 0 &&
      !isHouseAccount(p.account) &&
      p.bucket !== 'position' &&
      !LIABILITY_BUCKETS.has(p.bucket)
    )
      keys.set(`${p.account}|${p.asset}|${p.bucket}|${p.settleDate}`, p);
  }
  return [...keys.values()];
}

/** The customer liability buckets an entry raises (a repayment): they must stay <= 0. */
export function raisedLiabilities(
  postings: readonly Posting[],
): Array<Pick<Posting, 'account' | 'asset' | 'bucket' | 'settleDate'>> {
  return postings.filter(
    (p) => p.amount > 0 && !isHouseAccount(p.account) && LIABILITY_BUCKETS.has(p.bucket),
  );
}
