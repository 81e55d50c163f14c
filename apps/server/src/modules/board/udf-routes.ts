// A TradingView UDF datafeed (`{base}/datafeed/...`, issue 23) over the simulated market, as the UDF
// specification defines it: `config`, `symbols`, `search`, `history` and `time`. Prices in the
// feed's legacy units (stocks thousand VND, indexes and futures in points), volumes in shares or
// contracts, times in UTC seconds of the market clock (never the wall clock).
import { indexFromCode, MARKETS, type IndexInfo } from '@sen/market';
import { canonicalPriceToLegacy, roundPoints } from '@sen/protocol';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { z } from 'zod';
import type { ZodTypeProvider } from '../../plugins/schemas/zod-type-provider.ts';
import type { ListedEntry } from '../market/market-catalogue.ts';
import { pastHistoryOf } from '../info/past-history-source.ts';
import { PriceHistoryService } from '../info/price-history.ts';
import type { IndexDailyHistoryService } from './index-daily-history.ts';
import {
  aggregate,
  dateSeconds,
  historyReply,
  INTRADAY_MULTIPLIERS,
  parseResolution,
  UDF_RESOLUTIONS,
  type Bar,
} from './udf-bars.ts';

type Subject = { kind: 'index'; info: IndexInfo } | { kind: 'symbol'; entry: ListedEntry };

const TYPES = { stock: 'stock', etf: 'fund', cw: 'warrant', bond: 'bond', future: 'futures' } as const;
const symbolQuery = z.object({ symbol: z.string().trim().min(1).max(40) });
const searchQuery = z.object({
  query: z.string().trim().max(40).default(''),
  type: z.string().max(20).optional(),
  exchange: z.string().max(20).optional(),
  limit: z.coerce.number().int().min(1).max(100).default(30),
});
/** UTC seconds, digits only: a blank `from=` is not 0 (as a coercion would read it). */
const utcSeconds = z
  .string()
  .trim()
  .regex(/^\d{1,12}$/, 'expected UTC seconds (digits)')
  .transform(Number);
const historyQuery = z.object({
  symbol: z.string().trim().min(1).max(40),
  resolution: z.string().trim().min(1).max(4),
  from: utcSeconds,
  to: utcSeconds,
  countback: z.coerce.number().int().min(1).max(5000).optional(),
});

/** The UDF's error reply: `{s: "error", errmsg}` (with the HTTP status of the fault). */
const udfError = (reply: FastifyReply, status: number, errmsg: string) =>
  reply.status(status).send({ s: 'error', errmsg });

export function udfRoutes(app: FastifyInstance, daily: IndexDailyHistoryService): void {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const market = app.market;
  const catalogue = market.catalogue;
  const history = new PriceHistoryService(market, pastHistoryOf(market, app.env.seed));

  const subjectOf = (code: string): Subject | undefined => {
    const name = code.includes(':') ? code.slice(code.indexOf(':') + 1) : code;
    const info = indexFromCode(name.toUpperCase());
    if (info) return { kind: 'index', info };
    const entry = catalogue.get(name.toUpperCase());
    return entry && market.store.get(entry.symbol) ? { kind: 'symbol', entry } : undefined;
  };

  const symbolInfo = (subject: Subject) => {
    const index = subject.kind === 'index';
    const future = !index && subject.entry.kind === 'future';
    const exchange = index ? MARKETS[subject.info.market].name : MARKETS[subject.entry.market].name;
    const name = index ? subject.info.id : subject.entry.symbol;
    return {
      name,
      ticker: name,
      description: index ? subject.info.name : subject.entry.nameVi,
      type: index ? 'index' : TYPES[subject.entry.kind],
      session: future ? '0845-1130,1300-1445' : '0900-1130,1300-1445',
      exchange,
      listed_exchange: exchange,
      timezone: 'Asia/Ho_Chi_Minh',
      format: 'price',
      minmov: 1,
      pricescale: future ? 10 : 100,
      has_intraday: true,
      intraday_multipliers: INTRADAY_MULTIPLIERS,
      has_daily: true,
      has_weekly_and_monthly: true,
      supported_resolutions: UDF_RESOLUTIONS,
      volume_precision: 0,
      data_status: 'streaming',
    };
  };

  const minuteBars = (subject: Subject): Bar[] => {
    if (subject.kind === 'index')
      return market.indexes.indexBars(subject.info.id).map((bar) => ({
        time: bar.minute / 1000,
        open: roundPoints(bar.open),
        high: roundPoints(bar.high),
        low: roundPoints(bar.low),
        close: roundPoints(bar.close),
        volume: bar.volume,
      }));
    const kind = subject.entry.kind;
    const p = (value: number) => canonicalPriceToLegacy(value, kind);
    return market.indexes.symbolBars(subject.entry.symbol).map((bar) => ({
      time: bar.minute / 1000,
      open: p(bar.open),
      high: p(bar.high),
      low: p(bar.low),
      close: p(bar.close),
      volume: bar.volume,
    }));
  };

  const dailyBars = async (subject: Subject): Promise<Bar[]> => {
    if (subject.kind === 'index')
      return (await daily.history(subject.info.id)).data.map((day) => ({
        time: dateSeconds(day.date),
        open: day.open,
        high: day.high,
        low: day.low,
        close: day.close,
        volume: day.volume,
      }));
    const kind = subject.entry.kind;
    const p = (value: number) => canonicalPriceToLegacy(value, kind);
    const days = await history.days(subject.entry.symbol);
    return days.reverse().map((day) => ({
      time: dateSeconds(day.date),
      open: p(day.open),
      high: p(day.high),
      low: p(day.low),
      close: p(day.close),
      volume: day.volume,
    }));
  };

  r.get('/datafeed/config', async () => ({
    supported_resolutions: UDF_RESOLUTIONS,
    supports_group_request: false,
    supports_marks: false,
    supports_search: true,
    supports_timescale_marks: false,
    supports_time: true,
    exchanges: [
      { value: '', name: 'All', desc: '' },
      ...['HOSE', 'HNX', 'UPCOM'].map((name) => ({ value: name, name, desc: name })),
    ],
    symbols_types: [
      { name: 'All', value: '' },
      { name: 'Stock', value: 'stock' },
      { name: 'Index', value: 'index' },
      { name: 'Futures', value: 'futures' },
    ],
    simulated: true,
  }));

  r.get('/datafeed/time', async (_request, reply) =>
    reply.type('text/plain').send(String(Math.floor(market.now() / 1000))),
  );

  r.get('/datafeed/symbols', { schema: { querystring: symbolQuery } }, async (request, reply) => {
    const subject = subjectOf(request.query.symbol);
    if (subject === undefined) return udfError(reply, 404, `unknown symbol ${request.query.symbol}`);
    return symbolInfo(subject);
  });

  r.get('/datafeed/search', { schema: { querystring: searchQuery } }, async (request) => {
    const { query, type, exchange, limit } = request.query;
    const needle = query.toUpperCase();
    return catalogue
      .all()
      .filter((entry) => entry.symbol.startsWith(needle))
      .map((entry) => symbolInfo({ kind: 'symbol', entry }))
      .filter((info) => (!type || info.type === type) && (!exchange || info.exchange === exchange))
      .slice(0, limit)
      .map((info) => ({
        symbol: info.name,
        full_name: `${info.exchange}:${info.name}`,
        description: info.description,
        exchange: info.exchange,
        ticker: info.ticker,
        type: info.type,
      }));
  });

  r.get('/datafeed/history', { schema: { querystring: historyQuery } }, async (request, reply) => {
    const { symbol, from, to, countback } = request.query;
    const resolution = parseResolution(request.query.resolution);
    if (resolution === undefined)
      return udfError(reply, 400, `resolution must be one of ${UDF_RESOLUTIONS.join(', ')}`);
    if (from > to) return udfError(reply, 400, 'from must not be after to');
    const subject = subjectOf(symbol);
    if (subject === undefined) return udfError(reply, 404, `unknown symbol ${symbol}`);
    const bars =
      resolution.unit === 'minute'
        ? aggregate(minuteBars(subject), resolution)
        : aggregate(await dailyBars(subject), resolution);
    return historyReply(bars, from, to, countback);
  });
}
