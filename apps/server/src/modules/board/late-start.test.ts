// A server started late in the demo day serves the day that already happened up to its start:
// the board (volumes, high and low), the intraday chart and the trade tape, read over HTTP.
import { afterEach, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../testing/test-app.ts';

interface Row {
  symbol: string;
  totalVolume: number;
  highestPrice: number | null;
  lowestPrice: number | null;
}
interface Chart {
  data: { time: string; volume: number }[];
}
interface Trade {
  time: string;
  totalVol: number;
}

const minutes = (time: string): number => Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5));

let t: TestApp | undefined;
afterEach(async () => {
  await t?.stop();
  t = undefined;
});

describe('a server started late in the day', () => {
  it.each([
    ['10:30', ['09:']],
    ['14:00', ['09:', '10:', '11:', '13:']],
  ])(
    'started at %s shows the day so far: board, intraday chart, trade tape',
    async (start, hours) => {
      t = await startTestApp({ clockStart: start, symbols: ['FPT', 'VNM', 'ACB', 'SHS', 'VN30F1M'] });
      // The day up to the start was lived before the server listened (createMarket's catch-up).
      // The market stops here, so the board, the chart and the tape below are read at one moment:
      // running on, a trade landing between two of the reads would make their sums differ.
      t.app.market.stop();
      const rows = (await t.get('/board/getStockPrice?symbols=FPT,VNM,ACB')).body as Row[];
      expect(rows).toHaveLength(3);
      for (const row of rows) {
        expect(row.totalVolume).toBeGreaterThan(0);
        expect(row.lowestPrice).toBeGreaterThan(0);
        expect(row.highestPrice).toBeGreaterThanOrEqual(row.lowestPrice!);
      }
      const fpt = rows.find((row) => row.symbol === 'FPT')!;
      expect(fpt.highestPrice).toBeGreaterThan(fpt.lowestPrice!);

      // The chart has minutes from the morning's first trades up to the start, and their volumes
      // add up to the board's day volume.
      const chart = (await t.get('/board/getintradaychart/FPT')).body as Chart;
      const times = chart.data.map((bar) => bar.time);
      for (const hour of hours) expect(times.some((time) => time.startsWith(hour))).toBe(true);
      expect(minutes(times[0]!)).toBeLessThan(minutes('09:20'));
      expect(minutes(times.at(-1)!)).toBeGreaterThanOrEqual(minutes(start) - 2);
      expect(chart.data.reduce((sum, bar) => sum + bar.volume, 0)).toBe(fpt.totalVolume);

      // The tape's newest trade is from the minutes before the start and carries the day's volume.
      const tape = (await t.get('/board/getMatchedDeal?symbol=FPT&count=1000')).body as Trade[];
      expect(tape.length).toBeGreaterThan(100);
      expect(minutes(tape[0]!.time)).toBeGreaterThanOrEqual(minutes(start) - 2);
      expect(minutes(tape[0]!.time)).toBeLessThanOrEqual(minutes(start));
      // (The tape's wire volumes are in tens of shares, as the legacy board's.)
      expect(tape[0]!.totalVol * 10).toBe(fpt.totalVolume);
    },
    120_000,
  );
});
