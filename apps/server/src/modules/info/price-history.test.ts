// The daily history behind `/stockHis.pt` over many live days: live days, then the generated past,
// continuous and about two years long however many days the market rolls over; the past made in
// slices that give the event loop a turn.
import type { ExchangeEvent, InstrumentSpec } from '@sen/exchange';
import { historyWindowStart, PastMarketHistory, pastTradingDays } from '@sen/exchange';
import { addTradingDays } from '@sen/market';
import { describe, expect, it } from 'vitest';
import { MarketStore } from '../market/market-store.ts';
import { PastHistorySource } from './past-history-source.ts';
import { PriceHistoryService } from './price-history.ts';

const FIRST = '2026-11-23';
const instruments: InstrumentSpec[] = [
  { symbol: 'FPT', market: 'HSX', kind: 'stock', referencePrice: 118_000 },
  { symbol: 'SHS', market: 'HNX', kind: 'stock', referencePrice: 15_000 },
];
const bandOf = (i: InstrumentSpec) => ({
  reference: i.referencePrice,
  ceiling: Math.round(i.referencePrice * 1.07),
  floor: Math.round(i.referencePrice * 0.93),
});

function market() {
  const store = new MarketStore(instruments, bandOf, FIRST);
  return { store };
}

/** Rolls the store over `days` trading days (weekdays, as the demo clock's), a trade on each. */
function roll(store: MarketStore, days: number): void {
  for (let k = 0; k < days; k += 1) {
    const day = Math.round((Date.parse(store.tradingDate) - Date.parse(FIRST)) / 86_400_000);
    const state = store.get('FPT')!;
    store.apply({
      type: 'trade',
      time: 0,
      symbol: 'FPT',
      board: 'lot',
      price: state.reference,
      volume: 100 * (day + 1),
      aggressor: 'B',
      buyOrderId: 'b',
      sellOrderId: 's',
      session: 'CONTINUOUS',
    } as ExchangeEvent);
    const previousDate = store.tradingDate;
    store.apply({
      type: 'rollover',
      time: 0,
      previousDate,
      tradingDate: addTradingDays(previousDate, 1),
      settledTradeDate: null,
      references: [],
      futuresSettlements: [],
    } as ExchangeEvent);
  }
}

describe('daily history over many live days', { timeout: 60_000 }, () => {
  const m = market();
  const service = new PriceHistoryService(m, new PastHistorySource(m, 11));
  const past = pastTradingDays(FIRST, 2);
  let rolled = 0;

  it.each([0, 5, 249, 251, 300, 499, 530, 600])(
    'after %i live days: every live day, then the past before them, continuous over two years',
    async (days) => {
      roll(m.store, days - rolled);
      rolled = days;
      const today = m.store.tradingDate;
      const start = historyWindowStart(today, 2);
      const live: string[] = [];
      for (let day = FIRST; day <= today; day = addTradingDays(day, 1)) live.push(day);
      const expected = [...past, ...live].filter((date) => date >= start).reverse();
      const rows = await service.days('FPT');
      expect(rows.map((row) => row.date)).toEqual(expected);
      expect(rows.length).toBeGreaterThan(480);
      // Two calendar years hold at most 523 weekdays (and today).
      expect(rows.length).toBeLessThanOrEqual(524);
      // Each live day opens at the close before it; the last past close is the first live reference.
      for (let k = 1; k < rows.length && rows[k]!.date >= FIRST; k += 1)
        expect(rows[k]!.close, rows[k]!.date).toBe(rows[k - 1]!.reference);
      const firstLive = rows.findIndex((row) => row.date < FIRST);
      if (firstLive > 0) expect(rows[firstLive]!.close).toBe(rows[firstLive - 1]!.reference);
      // Live days keep what was traded on them.
      if (days > 0) {
        const day = Math.round((Date.parse(rows[1]!.date) - Date.parse(FIRST)) / 86_400_000);
        expect(rows[1]!.volume).toBe(100 * (day + 1));
      }
    },
  );
});

describe('the generated past', { timeout: 60_000 }, () => {
  it('is made in slices, giving the event loop a turn between them, and the same as made at once', async () => {
    const m = market();
    const source = new PastHistorySource(m, 11, { sliceMs: 0 });
    const service = new PriceHistoryService(m, source);
    let turns = 0;
    let done = false;
    const tick = () => {
      if (done) return;
      turns += 1;
      setImmediate(tick);
    };
    setImmediate(tick);
    const reply = service.history({ symbol: 'FPT', page: 1, size: 1000 });
    expect(reply).toBeInstanceOf(Promise);
    const page = await reply;
    done = true;
    // One step per turn: at least one day of the daily model each (about 500 days).
    expect(source.turns).toBeGreaterThan(400);
    expect(turns).toBeGreaterThan(400);
    const atOnce = new PastMarketHistory({
      seed: 11,
      firstLiveDate: FIRST,
      liveStart: (symbol) => (symbol === 'FPT' ? { reference: 118_000 } : undefined),
    }).bars('FPT');
    expect(page.total).toBe(atOnce.length + 1);
    expect(page.items.slice(1).map(({ change: _c, changePct: _p, simulated: _s, ...bar }) => bar)).toEqual(
      [...atOnce].reverse(),
    );
    // Made once: the next request needs no turn.
    const before = source.turns;
    await service.history({ symbol: 'FPT', page: 1, size: 20 });
    expect(source.turns).toBe(before);
  });

  it('is warmed up in the background: then a stock takes a step or two, and closing stops it', async () => {
    const m = market();
    const warm = new PastHistorySource(m, 11, { sliceMs: 0 });
    await warm.warmUp();
    expect(warm.get().made()).toEqual({ model: true, paths: 0, indexes: 0 });
    const before = warm.turns;
    await warm.bars('FPT');
    expect(warm.turns - before).toBeLessThanOrEqual(3);

    const closed = new PastHistorySource(m, 11, { sliceMs: 0 });
    const warming = closed.warmUp();
    closed.close();
    await warming;
    expect(closed.get().made().model).toBe(false);
    // Requests are still answered.
    expect(await closed.bars('FPT')).toEqual(await warm.bars('FPT'));
  });

  it('answers concurrent requests with the same past (their runs share the work)', async () => {
    const m = market();
    const slow = new PastHistorySource(m, 11, { sliceMs: 0 });
    const [fpt, shs, again] = await Promise.all([slow.bars('FPT'), slow.bars('SHS'), slow.bars('FPT')]);
    const atOnce = new PastHistorySource(m, 11).get();
    expect(fpt).toEqual(atOnce.bars('FPT'));
    expect(again).toEqual(fpt);
    expect(shs).toEqual(atOnce.bars('SHS'));
    expect(slow.get().made()).toEqual({ model: true, paths: 2, indexes: 0 });
  });
});
