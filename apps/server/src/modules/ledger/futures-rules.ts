// Pure rules of VN30 index futures in the ledger (market rules §9.1, §6.3). A sub-account's net
// position in a contract is one signed quantity (long > 0, short < 0) in the contract's `position`
// bucket, carrying its opening value (signed like the quantity, VND) as cost; `vm` carries the
// variation margin already paid or received on the open contracts (daily mark-to-market against
// the settlement price), `realised` the realised profit or loss of closed contracts and `charges`
// the fees and tax paid on the contract (futures-fees.ts), all as cost with no quantity. The cash
// side: the initial margin of the open position sits in the VND `margin` bucket; profit, loss and
// variation margin move available cash against the clearing house, fees and tax to the house.
import {
  DEFAULT_FEE_SCHEDULE,
  FUTURES_VND_PER_PRICE_UNIT,
  futuresInitialMargin,
  type FeeSchedule,
} from '@sen/market';
import { futuresCollateralFee, futuresPositionFee } from './futures-fees.ts';
import { CASH, HOUSE, posting, type Posting } from './ledger-rules.ts';

export const FUTURES_BUCKETS = ['position', 'vm', 'realised', 'charges'] as const;
type FuturesBucket = (typeof FUTURES_BUCKETS)[number];
export const MARGIN_BUCKET = 'margin';

const isFuturesBucket = (bucket: string): bucket is FuturesBucket =>
  (FUTURES_BUCKETS as readonly string[]).includes(bucket);

/** One sub-account's ledger state in one contract and its cash. */
export interface FuturesHolding {
  /** Net contracts: long > 0, short < 0. */
  quantity: number;
  /** Opening value of the net contracts, VND, signed like the quantity. */
  openValue: number;
  /** Variation margin settled on the open contracts so far, VND (+ received, - paid). */
  variationMargin: number;
  /** Realised profit or loss of closed contracts, VND (before fees and tax). */
  realised: number;
  /** Fees and tax paid on the contract, VND. */
  charges: number;
}

export interface FuturesCash {
  available: number;
  /** Initial margin held for all open futures positions of the sub-account. */
  margin: number;
}

export const EMPTY_HOLDING: FuturesHolding = {
  quantity: 0,
  openValue: 0,
  variationMargin: 0,
  realised: 0,
  charges: 0,
};

export interface FuturesFill {
  sub: string;
  symbol: string;
  side: 'B' | 'S';
  quantity: number;
  /** Price in units (points x 100). */
  price: number;
  /** Cash the order had blocked for the filled contracts, released by this fill. */
  release: number;
  /** Fee and tax of the fill, VND (none for a final settlement). */
  charges?: number;
}

export interface FuturesFillResult {
  postings: Posting[];
  holding: FuturesHolding;
  /** Realised P/L of the contracts this fill closed (0 when it only opens). */
  realised: number;
}

/** Ratio of a signed amount for closing `part` of `whole` contracts, rounded to the dong. */
const share = (amount: number, part: number, whole: number) => Math.round((amount * part) / whole);

/** Fees and tax of a contract: the customer's cash to the house, recorded on the contract. */
function chargePostings(sub: string, symbol: string, amount: number): Posting[] {
  if (amount === 0) return [];
  return [
    posting(sub, CASH, 'available', -amount),
    posting(HOUSE.fees, CASH, 'available', amount),
    posting(sub, symbol, 'charges', 0, { cost: amount }),
    posting(HOUSE.fees, symbol, 'charges', 0, { cost: -amount }),
  ];
}

/**
 * A futures fill: opens or adds to the position, or closes (part of) it first and opens the other
 * way with the rest. Closing realises (fill price - average price) x contracts x multiplier; what the
 * daily mark-to-market already paid on those contracts is deducted from the cash moved now. The
 * fill's fee and tax are paid (as far as the account's cash goes: a fill is never refused), then
 * the margin held moves to the initial margin of the new net position at the fill price, as far
 * as the cash allows (a shortfall shows in the margin ratio, not as a refused fill).
 * `othersMargin` is the initial margin of the sub-account's other contracts.
 */
export function futuresFill(
  fill: FuturesFill,
  holding: FuturesHolding,
  cash: FuturesCash,
  othersMargin: number,
): FuturesFillResult {
  const signed = fill.side === 'B' ? fill.quantity : -fill.quantity;
  const unitValue = fill.price * FUTURES_VND_PER_PRICE_UNIT;
  let { quantity, openValue, variationMargin } = holding;
  let realised = 0;
  let cashPnl = 0;
  const moves: Posting[] = [];
  let opening = signed;
  if (quantity !== 0 && Math.sign(quantity) !== Math.sign(signed)) {
    const closed = Math.min(fill.quantity, Math.abs(quantity));
    const direction = Math.sign(quantity);
    const valueOut = share(openValue, closed, Math.abs(quantity));
    const vmOut = share(variationMargin, closed, Math.abs(quantity));
    realised = direction * closed * unitValue - valueOut;
    cashPnl = realised - vmOut;
    moves.push(
      posting(fill.sub, fill.symbol, 'position', -direction * closed, { cost: -valueOut }),
      posting(HOUSE.clearing, fill.symbol, 'position', direction * closed, { cost: valueOut }),
    );
    if (vmOut !== 0)
      moves.push(
        posting(fill.sub, fill.symbol, 'vm', 0, { cost: -vmOut }),
        posting(HOUSE.clearing, fill.symbol, 'vm', 0, { cost: vmOut }),
      );
    moves.push(
      posting(fill.sub, fill.symbol, 'realised', 0, { cost: realised }),
      posting(HOUSE.clearing, fill.symbol, 'realised', 0, { cost: -realised }),
    );
    quantity -= direction * closed;
    openValue -= valueOut;
    variationMargin -= vmOut;
    opening = signed + direction * closed;
  }
  if (opening !== 0) {
    const value = opening * unitValue;
    moves.push(
      posting(fill.sub, fill.symbol, 'position', opening, { cost: value }),
      posting(HOUSE.clearing, fill.symbol, 'position', -opening, { cost: -value }),
    );
    quantity += opening;
    openValue += value;
  }
  // Cash: the order's block comes back, the P/L settles, fees and tax are paid, the margin follows
  // the new position.
  const charges = Math.min(
    fill.charges ?? 0,
    Math.max(0, cash.available + fill.release + cashPnl + cash.margin),
  );
  const marginChange = marginMove(
    futuresInitialMargin(fill.price, quantity) + othersMargin - cash.margin,
    cash.available + fill.release + cashPnl - charges,
    cash.margin,
  );
  if (fill.release !== 0)
    moves.push(
      posting(fill.sub, CASH, 'blocked', -fill.release),
      posting(fill.sub, CASH, 'available', fill.release),
    );
  if (cashPnl !== 0)
    moves.push(
      posting(HOUSE.clearing, CASH, 'available', -cashPnl),
      posting(fill.sub, CASH, 'available', cashPnl),
    );
  moves.push(...chargePostings(fill.sub, fill.symbol, charges));
  if (marginChange !== 0)
    moves.push(
      posting(fill.sub, CASH, 'available', -marginChange),
      posting(fill.sub, CASH, MARGIN_BUCKET, marginChange),
    );
  return {
    postings: moves,
    holding: {
      quantity,
      openValue,
      variationMargin,
      realised: holding.realised + realised,
      charges: holding.charges + charges,
    },
    realised,
  };
}

export interface DailySettlementOptions {
  /** The day is its month's last trading day: the month's margin-asset fee is due. */
  monthEnd?: boolean;
  schedule?: FeeSchedule;
}

/**
 * Daily mark-to-market of a sub-account's open positions against the settlement prices: each
 * contract's variation margin (settlement value - value already marked) moves cash with the
 * clearing house; each open contract pays the day's VSDC position fee (and at a month's end the
 * month's margin-asset fee, shared over the contracts by their margin); then the margin held
 * follows the initial margin at the settlement prices as far as the cash allows. Contracts without
 * a settlement price keep their last mark. Fees are taken only as far as the cash goes.
 */
export function markToMarket(
  sub: string,
  holdings: ReadonlyMap<string, FuturesHolding>,
  settlementPrices: ReadonlyMap<string, number>,
  cash: FuturesCash,
  options: DailySettlementOptions = {},
): { postings: Posting[]; variation: number; charges: number } {
  const schedule = options.schedule ?? DEFAULT_FEE_SCHEDULE;
  const moves: Posting[] = [];
  const open: Array<{ symbol: string; margin: number; fee: number }> = [];
  let variation = 0;
  let required = 0;
  for (const [symbol, holding] of holdings) {
    if (holding.quantity === 0) continue;
    const price = settlementPrices.get(symbol) ?? markPrice(holding);
    const margin = futuresInitialMargin(price, holding.quantity);
    required += margin;
    open.push({ symbol, margin, fee: futuresPositionFee(holding.quantity, schedule) });
    if (!settlementPrices.has(symbol)) continue;
    const change =
      holding.quantity * price * FUTURES_VND_PER_PRICE_UNIT - (holding.openValue + holding.variationMargin);
    if (change === 0) continue;
    variation += change;
    moves.push(
      posting(sub, symbol, 'vm', 0, { cost: change }),
      posting(HOUSE.clearing, symbol, 'vm', 0, { cost: -change }),
    );
  }
  if (variation !== 0)
    moves.push(
      posting(HOUSE.clearing, CASH, 'available', -variation),
      posting(sub, CASH, 'available', variation),
    );
  if (options.monthEnd && required > 0) {
    // On the margin the account holds after today's settlement.
    const held = Math.min(required, Math.max(0, cash.available + cash.margin + variation));
    let left = futuresCollateralFee(held, schedule);
    let marginLeft = required;
    for (const c of open) {
      const part = Math.round((left * c.margin) / marginLeft);
      c.fee += part;
      left -= part;
      marginLeft -= c.margin;
    }
  }
  let room = Math.max(0, cash.available + cash.margin + variation);
  let charges = 0;
  for (const c of open) {
    const paid = Math.min(c.fee, room);
    room -= paid;
    charges += paid;
    moves.push(...chargePostings(sub, c.symbol, paid));
  }
  const marginChange = marginMove(required - cash.margin, cash.available + variation - charges, cash.margin);
  if (marginChange !== 0)
    moves.push(
      posting(sub, CASH, 'available', -marginChange),
      posting(sub, CASH, MARGIN_BUCKET, marginChange),
    );
  return { postings: moves, variation, charges };
}

/**
 * A series roll: after a front month expires, a board symbol (VN30F2M ...) trades another contract
 * and the contract it traded moves to another symbol (June from VN30F2M to VN30F1M). `rolls` maps
 * each old symbol to the symbol of its contract now: the open position moves with its opening value
 * and variation margin (the realised P/L and charges of the symbol stay where they were made). All
 * moves are taken from the holdings before the roll, so chains (VN30F1Q -> VN30F2M while VN30F2Q ->
 * VN30F1Q) move at once.
 */
export function rollPostings(
  sub: string,
  holdings: ReadonlyMap<string, FuturesHolding>,
  rolls: ReadonlyMap<string, string>,
): Posting[] {
  const moves: Posting[] = [];
  for (const [from, to] of rolls) {
    const h = holdings.get(from);
    if (!h || h.quantity === 0 || from === to) continue;
    const out = (symbol: string, sign: 1 | -1) => [
      posting(sub, symbol, 'position', sign * h.quantity, { cost: sign * h.openValue }),
      posting(HOUSE.clearing, symbol, 'position', -sign * h.quantity, { cost: -sign * h.openValue }),
      ...(h.variationMargin === 0
        ? []
        : [
            posting(sub, symbol, 'vm', 0, { cost: sign * h.variationMargin }),
            posting(HOUSE.clearing, symbol, 'vm', 0, { cost: -sign * h.variationMargin }),
          ]),
    ];
    moves.push(...out(from, -1), ...out(to, 1));
  }
  return moves;
}

/** Price (units) the position was last marked at: its settlement price, or its average price before the first. */
export function markPrice(holding: FuturesHolding): number {
  if (holding.quantity === 0) return 0;
  return (holding.openValue + holding.variationMargin) / holding.quantity / FUTURES_VND_PER_PRICE_UNIT;
}

/** Initial margin of the positions other than `symbol`, at their last mark. */
export function marginOfOthers(holdings: ReadonlyMap<string, FuturesHolding>, symbol: string): number {
  let total = 0;
  for (const [other, h] of holdings)
    if (other !== symbol) total += futuresInitialMargin(markPrice(h), h.quantity);
  return total;
}

/**
 * How much cash moves into (+) or out of (-) the margin bucket to meet `wanted`: an increase only
 * as far as the free cash goes (the rest is a margin call), and cash never below zero.
 */
function marginMove(wanted: number, free: number, held: number): number {
  let change = wanted > 0 ? Math.min(wanted, Math.max(0, free)) : wanted;
  if (free - change < 0) change = Math.max(free, -held);
  return change;
}

/** Holdings per contract from grouped sums of the futures buckets. */
export function deriveHoldings(
  sums: ReadonlyArray<{ asset: string; bucket: string; amount: number; cost: number }>,
): Map<string, FuturesHolding> {
  const holdings = new Map<string, FuturesHolding>();
  for (const s of sums) {
    if (!isFuturesBucket(s.bucket)) continue;
    const h = holdings.get(s.asset) ?? { ...EMPTY_HOLDING };
    if (s.bucket === 'position') {
      h.quantity += s.amount;
      h.openValue += s.cost;
    } else if (s.bucket === 'vm') h.variationMargin += s.cost;
    else if (s.bucket === 'charges') h.charges += s.cost;
    else h.realised += s.cost;
    holdings.set(s.asset, h);
  }
  return holdings;
}
