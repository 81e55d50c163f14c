// Futures in the ledger on SQLite and PostgreSQL: a VN30F fill opens a long or short position with
// its initial margin, fee and tax, the opposite fill closes it with realised P/L, the daily
// mark-to-market moves the variation margin and charges the VSDC fees, and nothing of it shows as a
// stock balance.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDatabases, type TestDatabase } from '../../plugins/storage/test-databases.ts';
import { AccountViews } from './account-views.ts';
import { futuresFillCharges, futuresPositionFee } from './futures-fees.ts';
import { futuresInitialMargin } from '@sen/market';
import { futuresFill, markToMarket, type FuturesHolding } from './futures-rules.ts';
import { assertBalanced, CASH, HOUSE } from './ledger-rules.ts';
import { LedgerService } from './ledger-service.ts';

const FLAT: FuturesHolding = { quantity: 0, openValue: 0, variationMargin: 0, realised: 0, charges: 0 };
const charged = (price: number, contracts: number) => {
  const { fee, tax } = futuresFillCharges(price, contracts);
  return fee + tax;
};

describe('futures rules', () => {
  it('opens long at 100,000 VND a point with 17% initial margin and balances', () => {
    // 2 contracts at 1,350.5 points (units of 0.01 point: 135,050).
    const r = futuresFill(
      { sub: 'F', symbol: 'VN30F1M', side: 'B', quantity: 2, price: 135_050, release: 50_000_000 },
      FLAT,
      { available: 100_000_000, margin: 0 },
      0,
    );
    assertBalanced(r.postings);
    expect(r.holding).toEqual({
      quantity: 2,
      openValue: 270_100_000,
      variationMargin: 0,
      realised: 0,
      charges: 0,
    });
    expect(futuresInitialMargin(135_050, 2)).toBe(45_917_000);
    expect(r.postings).toContainEqual(
      expect.objectContaining({ account: 'F', bucket: 'margin', amount: 45_917_000 }),
    );
  });

  it('closes a short with the realised P/L less the variation margin already paid', () => {
    // Short 3 opened at 1,300.0, marked at 1,310.0 (paid 3 x 10 x 100,000 = 3,000,000), bought back at 1,290.0.
    const holding = { ...FLAT, quantity: -3, openValue: -390_000_000, variationMargin: -3_000_000 };
    const r = futuresFill(
      { sub: 'F', symbol: 'VN30F1M', side: 'B', quantity: 3, price: 129_000, release: 0 },
      holding,
      { available: 0, margin: futuresInitialMargin(131_000, 3) },
      0,
    );
    assertBalanced(r.postings);
    expect(r.realised).toBe(3_000_000);
    expect(r.holding).toEqual({ ...FLAT, realised: 3_000_000 });
    const cashIn = r.postings
      .filter((p) => p.account === 'F' && p.asset === CASH && p.bucket === 'available')
      .reduce((s, p) => s + p.amount, 0);
    // 6,000,000 not yet received (3,000,000 realised + the 3,000,000 paid at the mark) + the margin back.
    expect(cashIn).toBe(6_000_000 + futuresInitialMargin(131_000, 3));
  });

  it('flips from long to short through one fill', () => {
    const r = futuresFill(
      { sub: 'F', symbol: 'VN30F1M', side: 'S', quantity: 3, price: 136_000, release: 0 },
      { ...FLAT, quantity: 1, openValue: 135_000_000 },
      { available: 100_000_000, margin: futuresInitialMargin(135_000, 1) },
      0,
    );
    assertBalanced(r.postings);
    expect(r.realised).toBe(1_000_000);
    expect(r.holding).toMatchObject({ quantity: -2, openValue: -272_000_000 });
  });

  it('pays the fill’s fee and tax to the house and records them on the contract', () => {
    // 1 contract at 1,300.0: broker 4,000 + exchange 2,700; tax 0.1% x 130,000,000 x 17% / 2 = 11,050.
    expect(futuresFillCharges(130_000, 1)).toEqual({ fee: 6_700, tax: 11_050 });
    const r = futuresFill(
      {
        sub: 'F',
        symbol: 'VN30F1M',
        side: 'B',
        quantity: 1,
        price: 130_000,
        release: 22_100_000,
        charges: 17_750,
      },
      FLAT,
      { available: 0, margin: 0 },
      0,
    );
    assertBalanced(r.postings);
    expect(r.holding.charges).toBe(17_750);
    expect(r.postings).toContainEqual(
      expect.objectContaining({ account: HOUSE.fees, asset: CASH, bucket: 'available', amount: 17_750 }),
    );
    expect(r.postings).toContainEqual(
      expect.objectContaining({ account: 'F', asset: 'VN30F1M', bucket: 'charges', cost: 17_750 }),
    );
    // The block covered only the margin: the fee comes first, the margin held falls short by it.
    expect(r.postings).toContainEqual(
      expect.objectContaining({ account: 'F', bucket: 'margin', amount: 22_100_000 - 17_750 }),
    );
  });

  it('charges the VSDC position fee each day and the margin-asset fee at a month’s end', () => {
    const long = new Map([['VN30F1M', { ...FLAT, quantity: 2, openValue: 260_000_000 }]]);
    const cash = { available: 10_000_000, margin: futuresInitialMargin(130_000, 2) };
    const day = markToMarket('F', long, new Map([['VN30F1M', 130_000]]), cash);
    assertBalanced(day.postings);
    expect(day).toMatchObject({ variation: 0, charges: futuresPositionFee(2) });
    expect(futuresPositionFee(2)).toBe(5_100);
    // 0.0024% of 44,200,000 is below the 100,000 minimum.
    const monthEnd = markToMarket('F', long, new Map([['VN30F1M', 130_000]]), cash, { monthEnd: true });
    assertBalanced(monthEnd.postings);
    expect(monthEnd.charges).toBe(5_100 + 100_000);
    // Fees never take cash the account does not have.
    const broke = markToMarket('F', long, new Map([['VN30F1M', 130_000]]), { available: 0, margin: 3_000 });
    expect(broke.charges).toBe(3_000);
  });
});

describe.each(testDatabases())('futures ledger on %s', (kind, open) => {
  let t: TestDatabase;
  let ledger: LedgerService;
  let views: AccountViews;
  let live = 131_000;
  beforeAll(async () => {
    t = await open();
    ledger = new LedgerService(t.db, { today: () => '2026-01-05', now: () => 1 });
    views = new AccountViews(ledger, () => live);
  });
  afterAll(async () => t.drop());

  const fill = (ref: string, side: 'B' | 'S', quantity: number, price: number, release: number) =>
    t.db
      .transaction()
      .execute((trx) =>
        ledger.futures.postFill(trx, ref, { sub: 'D1', symbol: 'VN30F1M', side, quantity, price, release }),
      );

  it('opens, marks to market, and closes a long with realised P/L', async () => {
    await ledger.deposit(t.db, { subAcntNo: 'D1', amount: 100_000_000, ref: 'dep-D1' });
    const block = futuresInitialMargin(130_000, 2);
    await ledger.blockCash(t.db, { subAcntNo: 'D1', amount: block, ref: 'ord-1' });
    expect(await fill('ord-1-f1', 'B', 2, 130_000, block)).toBe(0);
    expect(await fill('ord-1-f1', 'B', 2, 130_000, block)).toBe(0); // replay: no-op
    let account = await views.derivatives('D1');
    expect(account.marginHeld).toBe(futuresInitialMargin(130_000, 2));
    expect(account.positions).toEqual([
      expect.objectContaining({
        symbol: 'VN30F1M',
        quantity: 2,
        long: 2,
        short: 0,
        avgPrice: 130_000,
        multiplier: 100_000,
        unrealisedPnl: 2_000_000, // 10 points up x 2 contracts x 100,000
        realisedPnl: 0,
        charges: charged(130_000, 2),
      }),
    ]);
    const buyCharges = charged(130_000, 2);
    expect(buyCharges).toBe(2 * 6_700 + 22_100);
    // Collateral: the cash (margin included) and the 2,000,000 not yet settled.
    expect(account).toMatchObject({
      requiredMargin: futuresInitialMargin(131_000, 2),
      collateral: 100_000_000 - buyCharges + 2_000_000,
      unsettledPnl: 2_000_000,
      marginStatus: 'normal',
      charges: buyCharges,
    });
    expect(account.marginRatio).toBeCloseTo(futuresInitialMargin(131_000, 2) / (102_000_000 - buyCharges), 4);
    let cash = (await ledger.balances('D1')).get(CASH)!;
    expect(cash).toMatchObject({
      available: 100_000_000 - block - buyCharges,
      blocked: 0,
      total: 100_000_000 - buyCharges,
    });
    expect(await views.stocks('D1')).toEqual([]);

    // The day ends at 1,320.0: variation margin 2 x 20 points x 100,000 = 4,000,000 received.
    expect(await ledger.futures.markToMarket('2026-01-05', new Map([['VN30F1M', 132_000]]))).toBe(1);
    expect(await ledger.futures.markToMarket('2026-01-05', new Map([['VN30F1M', 132_000]]))).toBe(0);
    account = await views.derivatives('D1');
    expect(account.positions[0]).toMatchObject({
      variationMargin: 4_000_000,
      settlementPrice: 132_000,
      charges: buyCharges + futuresPositionFee(2),
    });
    expect(account.marginHeld).toBe(futuresInitialMargin(132_000, 2));

    // Sold at 1,325.0: realised 2 x 25 points = 5,000,000, of which 1,000,000 is new cash.
    live = 132_500;
    expect(await fill('ord-2-f1', 'S', 2, 132_500, 0)).toBe(5_000_000);
    account = await views.derivatives('D1');
    expect(account.marginHeld).toBe(0);
    const allCharges = buyCharges + futuresPositionFee(2) + charged(132_500, 2);
    expect(account.positions).toEqual([
      expect.objectContaining({ quantity: 0, realisedPnl: 5_000_000, unrealisedPnl: 0, charges: allCharges }),
    ]);
    expect(account).toMatchObject({ requiredMargin: 0, marginRatio: 0, marginStatus: 'normal' });
    cash = (await ledger.balances('D1')).get(CASH)!;
    expect(cash).toMatchObject({
      available: 105_000_000 - allCharges,
      blocked: 0,
      total: 105_000_000 - allCharges,
    });
  });

  it('settles a contract at its final settlement price on its last day (cash-settled, closed)', async () => {
    await ledger.deposit(t.db, { subAcntNo: 'D3', amount: 50_000_000, ref: 'dep-D3' });
    await t.db.transaction().execute((trx) =>
      ledger.futures.postFill(trx, 'ord-4-f1', {
        sub: 'D3',
        symbol: 'VN30F1Q',
        side: 'B',
        quantity: 1,
        price: 130_000,
        release: 0,
      }),
    );
    const prices = new Map([['VN30F1Q', 130_500]]);
    await ledger.futures.markToMarket('2026-01-15', prices, prices);
    await ledger.futures.markToMarket('2026-01-15', prices, prices); // replay: no-op
    const account = await views.derivatives('D3');
    expect(account.marginHeld).toBe(0);
    // The fill's fee and tax and one day's position fee; the final settlement itself pays none.
    const charges = charged(130_000, 1) + futuresPositionFee(1);
    expect(account.positions).toEqual([
      expect.objectContaining({
        symbol: 'VN30F1Q',
        quantity: 0,
        realisedPnl: 500_000,
        variationMargin: 0,
        charges,
      }),
    ]);
    expect((await ledger.balances('D3')).get(CASH)).toMatchObject({
      available: 50_500_000 - charges,
      total: 50_500_000 - charges,
    });
  });

  it('holds a short position (negative net) without a negative-balance refusal', async () => {
    live = 131_000;
    await ledger.deposit(t.db, { subAcntNo: 'D2', amount: 50_000_000, ref: 'dep-D2' });
    await t.db.transaction().execute((trx) =>
      ledger.futures.postFill(trx, 'ord-3-f1', {
        sub: 'D2',
        symbol: 'VN30F2M',
        side: 'S',
        quantity: 1,
        price: 130_000,
        release: 0,
      }),
    );
    const account = await views.derivatives('D2');
    expect(account.positions[0]).toMatchObject({
      quantity: -1,
      short: 1,
      long: 0,
      unrealisedPnl: -1_000_000,
    });
    expect((await ledger.balances('D2')).get(CASH)).toMatchObject({
      available: 50_000_000 - futuresInitialMargin(130_000, 1) - charged(130_000, 1),
      margin: futuresInitialMargin(130_000, 1),
    });
  });
});
