// The generated past's figures in this process, in seconds (`npx tsx bench/fidelity/past-run.ts
// [--seeds 1,2,3] [--date 2026-11-23]`): the daily rows of every stock and the five indexes that
// `/info/stockHis.pt` and `getIndexHistories D` serve, made by `PastMarketHistory` directly, with the
// served benchmark's definitions (served-figures.ts). A quick check between runs of run.ts; it does
// not judge the live days nor anything intraday.
import { parseArgs } from 'node:util';
import { PastMarketHistory, REFERENCE } from '@sen/exchange';
import type { IndexId } from '@sen/market';
import type { Collected, StockHistory } from './collect.ts';
import { printLines } from './report.ts';
import { servedFigures } from './served-figures.ts';

const { values: args } = parseArgs({
  options: {
    seeds: { type: 'string', default: '1,2,3' },
    date: { type: 'string', default: '2026-11-23' },
  },
});
const INDEXES: IndexId[] = ['VNINDEX', 'VN30', 'HNXINDEX', 'HNX30', 'UPCOMINDEX'];
const PAST_SECTIONS = ['Daily returns', 'Indexes'];

for (const seed of args.seeds.split(',').map(Number)) {
  const past = new PastMarketHistory({ seed, firstLiveDate: args.date, cacheSize: 1 });
  const stocks: StockHistory[] = REFERENCE.stocks
    .filter((s) => past.has(s.symbol))
    .map((s) => ({
      symbol: s.symbol,
      market: s.exchange,
      past: past.bars(s.symbol).map((b) => ({ reference: b.reference, close: b.close, value: b.value })),
      live: [],
    }));
  const indexReturns: Record<string, number[]> = {};
  for (const id of INDEXES)
    indexReturns[id] = past
      .indexBars(id)
      .filter((b) => b.previousClose > 0)
      .map((b) => b.close / b.previousClose - 1);
  const data = { days: [], stocks, indexReturns } as unknown as Collected;
  const lines = servedFigures(data).filter((l) => PAST_SECTIONS.some((s) => l.section.startsWith(s)));
  console.log(`\nseed ${seed}, past before ${args.date}`);
  printLines(lines);
}
