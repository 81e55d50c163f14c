import { dayOfWeek, isOnTick, priceBand, roundToTick } from '@sen/market';
import { describe, expect, it } from 'vitest';
import { INDEX_DEFINITIONS } from '../indexes/index-basket.ts';
import { REFERENCE, warrantsTradingOn } from '../reference/reference-data.ts';
import { buildUniverse } from '../simulation/universe.ts';
import { pastTradingDays, vietnamHolidays } from './past-calendar.ts';
import { generateCompanyData } from '../company/company-data.ts';
import { PastMarketHistory } from './past-history.ts';
import { runSteps } from './past-steps.ts';
import { companyPriceActions, priceActionsOf } from './price-actions.ts';

const LIVE = '2026-11-23';
const history = new PastMarketHistory({ seed: 11, firstLiveDate: LIVE });
const universe = buildUniverse(REFERENCE, LIVE, 11);
const kindOf = new Map(universe.map((i) => [i.symbol, i]));
const actionsOf = companyPriceActions(11, LIVE, REFERENCE);
/** Past trading days on which an action adjusted the reference (ex-dates moved to a trading day). */
const exDayCache = new Map<string, Set<string>>();
const exDays = (symbol: string) => {
  let days = exDayCache.get(symbol);
  if (!days) {
    days = new Set(actionsOf(symbol).map((a) => history.dates.find((date) => date >= a.exDate) ?? ''));
    exDayCache.set(symbol, days);
  }
  return days;
};
const stockOn = (market: string) =>
  REFERENCE.stocks.find((s) => s.exchange === market && s.popularity > 0.9)!;
const warrant = warrantsTradingOn(LIVE).find((w) => w.firstTradingDate < '2026-09-01')!;
const sample = [
  'FPT',
  stockOn('HNX').symbol,
  stockOn('UPCOM').symbol,
  REFERENCE.etfs[0]!.symbol,
  'VN30F1M',
  'VN30F2Q',
  warrant.symbol,
];

describe('past trading calendar', () => {
  it('has about two years of weekdays without the main Vietnamese holidays', () => {
    const days = pastTradingDays(LIVE, 2);
    expect(days.length).toBeGreaterThan(480);
    expect(days.length).toBeLessThan(510);
    expect(days[0]! >= '2024-11-23').toBe(true);
    expect(days.at(-1)).toBe('2026-11-20');
    for (const day of days) expect([0, 6]).not.toContain(dayOfWeek(day));
    for (const holiday of [
      '2025-04-30',
      '2025-05-01',
      '2025-09-02',
      '2026-02-17',
      '2026-02-19',
      '2025-01-29',
    ])
      expect(days).not.toContain(holiday);
    expect(vietnamHolidays(2026)).toContain('2026-02-16');
  });
});

describe('past market history', { timeout: 60_000 }, () => {
  it('gives every symbol of the live universe a past that ends at its reference price', () => {
    expect(history.symbols().sort()).toEqual(universe.map((i) => i.symbol).sort());
    for (const instrument of universe) {
      const closes = history.closes(instrument.symbol);
      expect(closes.length, instrument.symbol).toBeGreaterThan(0);
      expect(closes.at(-1)!.close, instrument.symbol).toBe(instrument.referencePrice);
      expect(closes.at(-1)!.date).toBe('2026-11-20');
    }
    expect(history.closes('FPT').length).toBe(history.dates.length);
  });

  it('ends at the live start it is given', () => {
    const moved = new PastMarketHistory({
      seed: 11,
      firstLiveDate: LIVE,
      liveStart: (symbol) => (symbol === 'FPT' ? { reference: 100_000, foreignRoom: 5_000 } : undefined),
    });
    const last = moved.bars('FPT').at(-1)!;
    expect(last.close).toBe(100_000);
    expect(last.foreignRoom).toBe(5_000);
  });

  it('keeps every stock close on the tick grid and inside the band of its reference, the previous close', () => {
    const bad: string[] = [];
    let adjusted = 0;
    for (const stock of REFERENCE.stocks) {
      let previous = 0;
      const ex = exDays(stock.symbol);
      for (const { date, reference, close } of history.closes(stock.symbol)) {
        if (!isOnTick(stock.exchange, 'stock', close)) bad.push(`${stock.symbol} ${date} off tick`);
        const band = priceBand({ ref: reference, market: stock.exchange, kind: 'stock' });
        if (close > band.ceiling || close < band.floor) bad.push(`${stock.symbol} ${date} out of band`);
        if (previous > 0 && reference !== previous) {
          if (ex.has(date)) adjusted += 1;
          else bad.push(`${stock.symbol} ${date} reference ${reference} after close ${previous}`);
        }
        previous = close;
      }
    }
    expect(bad.slice(0, 5)).toEqual([]);
    // Dividends and rights issues of the company data adjust the reference on their ex-date.
    expect(adjusted).toBeGreaterThan(100);
  });

  it('takes the price actions from the company data the info host shows', () => {
    for (const stock of REFERENCE.stocks.slice(0, 20))
      expect(actionsOf(stock.symbol)).toEqual(priceActionsOf(generateCompanyData(11, stock, LIVE).events));
    // An ex-date of a cash dividend: reference = previous close - dividend (on the tick).
    const inPast = (a: { cash?: number; exDate: string }) =>
      a.cash !== undefined && a.exDate > history.dates[10]! && a.exDate <= history.dates.at(-1)!;
    const stock = REFERENCE.stocks.find((s) => actionsOf(s.symbol).some(inPast))!;
    const action = actionsOf(stock.symbol).find(inPast)!;
    const days = history.closes(stock.symbol);
    const k = days.findIndex((day) => day.date >= action.exDate);
    expect(Math.abs(days[k - 1]!.close - action.cash! - days[k]!.reference)).toBeLessThanOrEqual(100);
  });

  it('makes consistent daily bars: OHLC in the band and on the tick, chained references, foreign room', () => {
    for (const symbol of sample) {
      const instrument = kindOf.get(symbol)!;
      const bars = history.bars(symbol);
      expect(bars.length, symbol).toBeGreaterThan(
        symbol === warrant.symbol || symbol === 'VN30F2Q' ? 20 : 60,
      );
      let traded = 0;
      bars.forEach((bar, d) => {
        if (d > 0 && !exDays(symbol).has(bar.date))
          expect(bar.reference, `${symbol} ${bar.date}`).toBe(bars[d - 1]!.close);
        expect(bar.low).toBeLessThanOrEqual(Math.min(bar.open, bar.close));
        expect(bar.high).toBeGreaterThanOrEqual(Math.max(bar.open, bar.close));
        for (const price of [bar.open, bar.high, bar.low, bar.close])
          expect(isOnTick(instrument.market, instrument.kind, price), `${symbol} ${price}`).toBe(true);
        if (instrument.kind !== 'cw') {
          const band = priceBand({
            ref: bar.reference,
            market: instrument.market,
            kind: instrument.kind as 'stock',
          });
          expect(bar.high, `${symbol} ${bar.date}`).toBeLessThanOrEqual(band.ceiling);
          expect(bar.low, `${symbol} ${bar.date}`).toBeGreaterThanOrEqual(band.floor);
        }
        expect(bar.foreignBuyVolume + bar.foreignSellVolume).toBeLessThanOrEqual(2 * bar.volume);
        if (bar.volume > 0) {
          traded += 1;
          expect(bar.value / bar.volume).toBeGreaterThanOrEqual(bar.low);
          expect(bar.value / bar.volume).toBeLessThanOrEqual(bar.high);
        }
        if (d > 0 && instrument.foreignLimitShares > 0)
          expect(bar.foreignRoom).toBe(
            bars[d - 1]!.foreignRoom - bar.foreignBuyVolume + bar.foreignSellVolume,
          );
      });
      expect(traded, symbol).toBeGreaterThan(bars.length / 2);
    }
    // A liquid name trades millions of shares a day; foreign flows and put-through deals occur.
    const fpt = history.bars('FPT');
    const median = fpt.map((b) => b.volume).sort((a, b) => a - b)[fpt.length >> 1]!;
    expect(median).toBeGreaterThan(100_000);
    expect(fpt.some((b) => b.foreignBuyVolume > 0)).toBe(true);
    expect(
      REFERENCE.stocks.slice(0, 50).some((s) => history.bars(s.symbol).some((b) => b.putThroughVolume > 0)),
    ).toBe(true);
  });

  it("takes UPCOM's next reference from the day's VWAP on the tick, as the exchange does", () => {
    const upcom = REFERENCE.stocks.filter((s) => s.exchange === 'UPCOM').slice(0, 40);
    let checked = 0;
    let offClose = 0;
    for (const stock of upcom) {
      const bars = history.bars(stock.symbol);
      const ex = exDays(stock.symbol);
      bars.forEach((bar, d) => {
        const before = bars[d - 1];
        if (!before || ex.has(bar.date)) return;
        // nextReference: the VWAP rounded to the dong, then to the tick; a day without a match keeps its reference.
        const basis =
          before.volume > 0
            ? roundToTick('UPCOM', 'stock', Math.round(before.value / before.volume), 'nearest')
            : before.reference;
        expect(bar.reference, `${stock.symbol} ${bar.date}`).toBe(basis);
        if (before.volume > 0 && before.value !== before.volume * before.close) offClose += 1;
        checked += 1;
      });
      // The first live day's reference (the instrument's) comes from the last past day's VWAP.
      const last = bars.at(-1)!;
      const live = kindOf.get(stock.symbol)!.referencePrice;
      if (last.volume > 0)
        expect(roundToTick('UPCOM', 'stock', Math.round(last.value / last.volume), 'nearest')).toBe(live);
    }
    expect(checked).toBeGreaterThan(10_000);
    // The VWAP is not the close itself: it falls anywhere within half a tick of it.
    expect(offClose).toBeGreaterThan(checked / 2);
  });

  it('computes the indexes from their members and ends them at the definition levels', () => {
    for (const definition of INDEX_DEFINITIONS) {
      const bars = history.indexBars(definition.id);
      expect(bars.length).toBe(history.dates.length);
      expect(bars.at(-1)!.close).toBe(definition.level);
      bars.forEach((bar, d) => {
        if (d > 0) expect(bar.previousClose).toBe(bars[d - 1]!.close);
        expect(bar.low).toBeLessThanOrEqual(Math.min(bar.open, bar.close));
        expect(bar.high).toBeGreaterThanOrEqual(Math.max(bar.open, bar.close));
      });
    }
    // Daily returns as volatile as the daily model's (VN-Index sd about 1%).
    const vn = history.indexBars('VNINDEX');
    const r = vn.map((b) => Math.log(b.close / b.previousClose));
    const sd = Math.sqrt(r.reduce((sum, x) => sum + x * x, 0) / r.length);
    expect(sd).toBeGreaterThan(0.005);
    expect(sd).toBeLessThan(0.03);
  });

  it('makes only what is asked for: a stock needs the daily model and its own path', () => {
    const lazy = new PastMarketHistory({ seed: 11, firstLiveDate: LIVE });
    expect(lazy.made()).toEqual({ model: false, paths: 0, indexes: 0 });
    expect(lazy.bars('FPT')).toEqual(history.bars('FPT'));
    expect(lazy.made()).toEqual({ model: true, paths: 1, indexes: 0 });
    // A futures contract follows VN30: its 30 members' paths, then its own.
    expect(lazy.bars('VN30F1M')).toEqual(history.bars('VN30F1M'));
    expect(lazy.made().paths).toBe(1 + 30);
    expect(lazy.bars('NOPE1')).toEqual([]);
  });

  it('makes its past a small step at a time: a day of the model, one path or one symbol of an index', () => {
    const stepped = new PastMarketHistory({ seed: 11, firstLiveDate: LIVE });
    const fpt = stepped.barsInSteps('FPT');
    let steps = 0;
    let next = fpt.next();
    for (; !next.done; next = fpt.next()) steps += 1;
    // The model runs one day per step.
    expect(steps).toBeGreaterThan(history.dates.length);
    expect(next.value).toEqual(history.bars('FPT'));
    const vnindex = stepped.indexBarsInSteps('VNINDEX');
    let paths = stepped.made().paths;
    let most = 0;
    for (let step = vnindex.next(); !step.done; step = vnindex.next()) {
      const made = stepped.made().paths;
      most = Math.max(most, made - paths);
      paths = made;
    }
    expect(most).toBe(1);
    expect(paths).toBeGreaterThan(300);
    expect(stepped.indexBars('VNINDEX')).toEqual(history.indexBars('VNINDEX'));
  });

  it('gives the same past whatever the order and however runs interleave', () => {
    const other = new PastMarketHistory({ seed: 11, firstLiveDate: LIVE, cacheSize: 4 });
    const runs = [
      other.indexBarsInSteps('VN30'),
      other.barsInSteps(warrant.symbol),
      other.barsInSteps('E1VFVN30'),
      other.barsInSteps('VN30F2Q'),
      other.barsInSteps('FPT'),
      other.indexBarsInSteps('VN30'),
    ];
    const results: unknown[] = runs.map(() => undefined);
    let open = runs.length;
    while (open > 0)
      runs.forEach((run, k) => {
        if (results[k] !== undefined) return;
        const next = run.next();
        if (next.done) {
          results[k] = next.value;
          open -= 1;
        }
      });
    expect(results).toEqual([
      history.indexBars('VN30'),
      history.bars(warrant.symbol),
      history.bars('E1VFVN30'),
      history.bars('VN30F2Q'),
      history.bars('FPT'),
      history.indexBars('VN30'),
    ]);
    expect(runSteps(other.barsInSteps('FPT'))).toEqual(history.bars('FPT'));
    for (const symbol of sample) expect(other.closes(symbol)).toEqual(history.closes(symbol));
  });

  it('is deterministic per seed', () => {
    const again = new PastMarketHistory({ seed: 11, firstLiveDate: LIVE });
    const other = new PastMarketHistory({ seed: 12, firstLiveDate: LIVE });
    for (const symbol of sample) expect(again.bars(symbol)).toEqual(history.bars(symbol));
    expect(again.indexBars('VN30')).toEqual(history.indexBars('VN30'));
    expect(other.bars('FPT')).not.toEqual(history.bars('FPT'));
  });
});
