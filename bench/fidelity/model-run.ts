// The simulator model's own fidelity report: a day and years run inside this process (the fast daily
// mode), beside ../shared/domain/market-calibration.md (npx tsx bench/fidelity/model-run.ts). The
// benchmark that reads what a user reads over HTTP is run.ts.
import { addTradingDays } from '@sen/market';
import { VN30_SYMBOLS } from '@sen/exchange';
import { runDay } from './day-run.ts';
import { printLines, type Line } from './report.ts';
import { acf, kurtosis, median, quantile, sd } from './stats.ts';
import { runYears } from './year-run.ts';

const SEED = Number(process.env.SEN_SEED ?? 1);
const DATE = '2026-11-23';
const MINUTE_DAYS = Number(process.env.FIDELITY_MINUTE_DAYS ?? 12);
const lines: Line[] = [];
const add = (
  section: string,
  name: string,
  real: number,
  sim: number,
  digits = 2,
  absolute?: number,
): void => {
  lines.push({ section, name, real, sim, digits, absolute });
};

console.log(
  `Fidelity report, seed ${SEED}: one full-universe day (${DATE}), ${MINUTE_DAYS} days of VN30 + futures for one-minute figures, ${Number(process.env.FIDELITY_YEARS ?? 5)} years of 250 days in daily mode (medians over the years).`,
);
const day = runDay(SEED, DATE);
const real = {
  HSX: [0.93, 1.15, 134.31, 884.11],
  HNX: [0.68, 0.03, 2.52, 103.88],
  UPCOM: [0.38, 0.0, 0.31, 17.65],
} as const;
for (const market of ['HSX', 'HNX', 'UPCOM'] as const) {
  const row = day.traded[market]!;
  const [share, p50, p90, p99] = real[market];
  const section = 'Universe and cross-section (one simulated session)';
  add(section, `${market} share of stocks traded`, share, row.traded / row.stocks);
  const values = row.values.map((v) => v / 1e9);
  add(
    section,
    `${market} day value p50 (bn VND)`,
    p50,
    quantile(values, 0.5),
    2,
    market === 'UPCOM' ? 0.005 : undefined,
  );
  add(section, `${market} day value p90 (bn VND)`, p90, quantile(values, 0.9));
  add(section, `${market} day value p99 (bn VND)`, p99, quantile(values, 0.99));
}
add(
  'VN30 book (snapshots during continuous trading)',
  'best bid/ask spread, ticks, median',
  1,
  median(day.spreadsTicks),
  1,
);
add(
  'VN30 book (snapshots during continuous trading)',
  'best bid/ask spread, ticks, max',
  6,
  Math.max(...day.spreadsTicks),
  1,
);
add(
  'VN30 book (snapshots during continuous trading)',
  'volume on best 3 bid levels, median',
  189_150,
  median(day.bestThreeBidVolume),
  0,
);

// Intraday shape and one-minute returns of VN30F1M over several days (VN30 constituents and futures only).
const keep = new Set<string>([...VN30_SYMBOLS, 'VN30F1M', 'VN30F2M', 'VN30F1Q', 'VN30F2Q']);
const halfHours = new Array<number>(12).fill(0);
const minuteReturns: number[] = [];
let date = DATE;
for (let d = 0; d < MINUTE_DAYS; d += 1) {
  const figures = d === 0 ? day : runDay(SEED + d, date, (s) => keep.has(s));
  const minutes = [...figures.futuresMinutes.entries()].sort((a, b) => a[0] - b[0]);
  for (let i = 0; i < minutes.length; i += 1) {
    const [minute, bar] = minutes[i]!;
    const local = new Date(minute + 7 * 3_600_000);
    const bucket = Math.floor((local.getUTCHours() * 60 + local.getUTCMinutes() - 540) / 30);
    if (bucket >= 0 && bucket < 12) halfHours[bucket]! += bar.volume;
    if (i > 0) minuteReturns.push(bar.close / minutes[i - 1]![1].close - 1);
  }
  date = addTradingDays(date, 1);
}
const total = halfHours.reduce((a, b) => a + b, 0);
const shape = [10.5, 8.4, 8.5, 9.4, 9.1, 0, 11.0, 15.2, 24.6, 3.4];
const simShape = [
  ...halfHours.slice(0, 5),
  halfHours[5]! + halfHours[6]! + halfHours[7]!,
  ...halfHours.slice(8),
].map((v) => (v / total) * 100);
const labels = ['09:00', '09:30', '10:00', '10:30', '11:00', '11:30', '13:00', '13:30', '14:00', '14:30'];
shape.forEach((share, i) =>
  add(
    'Intraday volume by half hour, VN30F1M (% of day)',
    `from ${labels[i]}`,
    share,
    simShape[i] ?? 0,
    1,
    share === 0 ? 0.05 : undefined,
  ),
);
const abs = minuteReturns.map(Math.abs);
const section = `One-minute returns, VN30F1M (n=${minuteReturns.length})`;
add(section, 'sd (%)', 0.068, sd(minuteReturns) * 100, 3);
add(section, 'kurtosis', 21.4, kurtosis(minuteReturns), 1);
add(section, 'lag-1 acf', -0.018, acf(minuteReturns, 1), 3, 0.05);
add(section, 'lag-1 acf of |r|', 0.3, acf(abs, 1), 2);
add(section, 'lag-10 acf of |r|', 0.24, acf(abs, 10), 2);

const YEARS = Number(process.env.FIDELITY_YEARS ?? 5);
const year = runYears(SEED, YEARS, 250, DATE);
const realDaily = {
  HSX: [2.18, 5.6, 3.91, 0.28],
  HNX: [2.67, 7.1, 2.5, 0.31],
  UPCOM: [2.83, 10.8, 1.2, 0.23],
} as const;
for (const market of ['HSX', 'HNX', 'UPCOM'] as const) {
  const [dsd, kurt, limit, acfAbs] = realDaily[market];
  const s = year.stocks[market]!;
  const sec = `Daily returns of liquid stocks (median of ${YEARS} simulated years)`;
  add(sec, `${market} daily sd p50 (%)`, dsd, s.sd * 100);
  add(sec, `${market} kurtosis p50`, kurt, s.kurtosis, 1);
  add(sec, `${market} days at limit (% of stock-days)`, limit, s.atLimit * 100);
  add(sec, `${market} lag-1 acf of |r| p50`, acfAbs, s.acfAbs);
}
const realIndex = {
  VNINDEX: [1.34, 10.6, 6.77],
  VN30: [1.4, 9.7, 6.9],
  HNXINDEX: [1.42, 12.4, 8.17],
  HNX30: [1.91, 9.5, 9.53],
  UPCOMINDEX: [1.1, 47.0, 9.98],
} as const;
for (const [id, [isd, kurt, max]] of Object.entries(realIndex)) {
  const s = year.indexes[id]!;
  const sec = `Indexes, daily (median of ${YEARS} simulated years)`;
  add(sec, `${id} daily sd (%)`, isd, s.sd * 100);
  add(sec, `${id} annualised (%)`, isd * Math.sqrt(252), s.sd * 100 * Math.sqrt(252), 1);
  add(sec, `${id} kurtosis`, kurt, s.kurtosis, 1);
  add(sec, `${id} max daily move (%)`, max, s.max * 100);
}
const { passed, total: count } = printLines(lines);
console.log(
  `\n${passed} of ${count} figures within 30% of the real market. Day run: ${(day.cpuMs / 1000).toFixed(1)} s wall, ${day.orders} orders, ${day.trades} trades.`,
);
