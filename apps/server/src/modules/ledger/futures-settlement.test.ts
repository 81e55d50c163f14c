// The day settlement of futures from the exchange's own rollover event (SQLite, and PostgreSQL when
// configured): on the front month's last trading day the ledger closes it at the final settlement
// price the event carries (VN30's trimmed average of the last 30 minutes), not at the contract's
// closing match (the DSP) nor at the board symbol's new reference (the next contract's); the other
// months are marked to their DSP and follow their contract to its new board symbol (June moves from
// VN30F2M to VN30F1M); a new day's fill never lands in the expired contract.
import {
  Exchange,
  marketTimeAt,
  type ExchangeEvent,
  type InstrumentSpec,
  type RolloverEvent,
} from '@sen/exchange';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDatabases, type TestDatabase } from '../../plugins/storage/test-databases.ts';
import { AccountViews } from './account-views.ts';
import { futuresFillCharges, futuresPositionFee } from './futures-fees.ts';
import { daySettlementOf } from './futures-ledger.ts';
import { CASH } from './ledger-rules.ts';
import { LedgerService } from './ledger-service.ts';

// 15 May 2025 is the third Thursday of May: VN30F2505 (VN30F1M) trades its last day.
const EXPIRY = '2025-05-15';
const at = (time: string, date = EXPIRY) => {
  const [h = 0, m = 0] = time.split(':').map(Number);
  return marketTimeAt(date, h * 3600 + m * 60);
};
const SERIES: InstrumentSpec[] = (['VN30F1M', 'VN30F2M', 'VN30F1Q', 'VN30F2Q'] as const).map((symbol) => ({
  symbol,
  market: 'DERIV',
  kind: 'future',
  referencePrice: 130_000,
}));

/** The expiry day on the real exchange: both months close at 1,310.0, VN30 ends near 1,311. */
function expiryDay(): { event: RolloverEvent; exchange: Exchange } {
  const exchange = new Exchange({ instruments: SERIES, startTime: at('08:30') });
  const events: ExchangeEvent[] = [];
  exchange.onEvent((event) => events.push(event));
  for (let k = 0; k < 15; k += 1) {
    exchange.advanceTo(at(`14:${15 + k}`));
    exchange.observeUnderlying(1_300 + k);
  }
  exchange.advanceTo(at('14:31'));
  for (const symbol of ['VN30F1M', 'VN30F2M']) {
    const order = { symbol, type: 'LO', price: 131_000, volume: 5 } as const;
    expect(exchange.submit({ ...order, side: 'B', owner: { kind: 'broker', accountId: 'A' } }).ok).toBe(true);
    expect(
      exchange.submit({ ...order, side: 'S', owner: { kind: 'participant', participantId: 'm' } }).ok,
    ).toBe(true);
  }
  for (const [time, value] of [
    ['14:35', 1_320],
    ['14:40', 1_320],
    ['14:45', 1_330],
  ] as const) {
    exchange.advanceTo(at(time));
    exchange.observeUnderlying(value);
  }
  exchange.advanceTo(at('08:30', '2025-05-16'));
  const event = events.find((e): e is RolloverEvent => e.type === 'rollover')!;
  return { event, exchange };
}

describe('the day settlement a rollover event gives', () => {
  it('takes the final settlement price of the expiring month and the DSP of the others', () => {
    const { event, exchange } = expiryDay();
    const day = daySettlementOf(event, (symbol) => exchange.futuresContract(symbol));
    // Kept: 1,303 ... 1,311 (continuous, without the 3 highest and lowest) and 1,320, 1,320, 1,330.
    expect(day.finals).toEqual(new Map([['VN30F1M', 131_108]]));
    expect(day.prices.get('VN30F1M')).toBe(131_108);
    expect(day.prices.get('VN30F2M')).toBe(131_000);
    // The board symbol's new reference is June's DSP, not May's final price.
    expect(event.references.find((r) => r.symbol === 'VN30F1M')!.reference).toBe(131_000);
    expect(day).toMatchObject({ businessDate: EXPIRY, monthEnd: false });
    // June moves to VN30F1M; September and December keep their symbols.
    expect(day.rolls).toEqual(new Map([['VN30F2M', 'VN30F1M']]));
    expect(
      daySettlementOf({ previousDate: '2025-05-30', tradingDate: '2025-06-02', futuresSettlements: [] })
        .monthEnd,
    ).toBe(true);
  });
});

describe.each(testDatabases())('futures settlement at expiry on %s', (kind, open) => {
  let t: TestDatabase;
  let ledger: LedgerService;
  let views: AccountViews;
  beforeAll(async () => {
    t = await open();
    ledger = new LedgerService(t.db, { today: () => EXPIRY, now: () => 1 });
    views = new AccountViews(ledger, () => undefined);
  });
  afterAll(async () => t.drop());

  const fill = (ref: string, symbol: string, side: 'B' | 'S', quantity: number, price: number) =>
    t.db
      .transaction()
      .execute((trx) =>
        ledger.futures.postFill(trx, ref, { sub: 'E1', symbol, side, quantity, price, release: 0 }),
      );
  const charged = (price: number, contracts: number) => {
    const { fee, tax } = futuresFillCharges(price, contracts);
    return fee + tax;
  };

  it('closes May at the final settlement price, marks June to its DSP and rolls it to VN30F1M', async () => {
    await ledger.deposit(t.db, { subAcntNo: 'E1', amount: 200_000_000, ref: 'dep-E1' });
    await fill('ord-1-f1', 'VN30F1M', 'B', 1, 130_000); // May
    await fill('ord-2-f1', 'VN30F2M', 'S', 2, 130_000); // June
    const { event, exchange } = expiryDay();
    // The settlement runs while a fill of the new day comes in: VN30F1M is June now, so buying 1
    // closes one of the June shorts (after the roll, never against the expired May contract).
    const settled = ledger.futures.settleRollover(event, (symbol) => exchange.futuresContract(symbol));
    expect(await fill('ord-3-f1', 'VN30F1M', 'B', 1, 131_200)).toBe(-1_200_000);
    await settled;

    const account = await views.derivatives('E1');
    const bySymbol = new Map(account.positions.map((p) => [p.symbol, p]));
    // May: long 1 from 1,300.0 closed at 1,311.08 (the trimmed average), not at its 1,310.0 close:
    // +1,108,000; June: short 1 of 2 bought back at 1,312.0: -1,200,000.
    expect(bySymbol.get('VN30F1M')).toMatchObject({
      quantity: -1,
      avgPrice: 130_000,
      settlementPrice: 131_000,
      variationMargin: -1_000_000,
      realisedPnl: 1_108_000 - 1_200_000,
    });
    expect(bySymbol.get('VN30F2M')).toMatchObject({ quantity: 0, realisedPnl: 0, variationMargin: 0 });
    const charges = charged(130_000, 1) + charged(130_000, 2) + futuresPositionFee(3) + charged(131_200, 1);
    expect(account.charges).toBe(charges);
    expect((await ledger.balances('E1')).get(CASH)!.total).toBe(
      200_000_000 + 1_108_000 - 1_200_000 - 1_000_000 - charges,
    );

    // Settling the same day again changes nothing.
    await ledger.futures.settleRollover(event, (symbol) => exchange.futuresContract(symbol));
    expect(await views.derivatives('E1')).toEqual(account);
  });
});
