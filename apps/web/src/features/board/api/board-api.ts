// Fetchers of the board host (docs: apps/server/src/modules/board). Every reply goes through its
// protocol schema or codec; a row the codec refuses is left out rather than shown half-read.
import {
  coveredWarrantRowToWarrant,
  readPublicMessage,
  type DepthLevel,
  dealRowToDeal,
  derivativeRowToQuote,
  industrySchema,
  snapshotToQuote,
  symbolListSchema,
  symbolMinuteBarsSchema,
  watchlistCategoryListSchema,
  type CoveredWarrant,
  type NegotiatedDeal,
  type ParseResult,
  type Quote,
  type SymbolMinuteBars,
  type Trade,
} from '@sen/protocol';
import * as z from 'zod/mini';
import { getJson, joinUrl } from '@/shared/lib/fetch-json';

/** Most symbols per snapshot request (the board host accepts 500). */
const SYMBOLS_PER_REQUEST = 400;

function rowsOf<T>(rows: unknown[], read: (row: unknown) => ParseResult<T>): T[] {
  const values: T[] = [];
  for (const row of rows) {
    const result = read(row);
    if (result.ok) values.push(result.value);
  }
  return values;
}

const rowArray = z.array(z.unknown());

/** Quotes of symbols (`/getStockPrice?symbols=`, the newer snapshot in whole units), in chunks the host accepts. */
export async function fetchQuotes(
  boardBase: string,
  symbols: readonly string[],
  signal?: AbortSignal,
): Promise<Quote[]> {
  const chunks: string[][] = [];
  for (let start = 0; start < symbols.length; start += SYMBOLS_PER_REQUEST)
    chunks.push(symbols.slice(start, start + SYMBOLS_PER_REQUEST));
  const replies = await Promise.all(
    chunks.map((chunk) =>
      getJson(
        joinUrl(boardBase, `getStockPrice?symbols=${chunk.map(encodeURIComponent).join(',')}`),
        rowArray,
        signal,
      ),
    ),
  );
  return replies.flatMap((rows) => rowsOf(rows, snapshotToQuote));
}

/** Odd-lot quotes of a market (STO or STX). */
export async function fetchOddLotQuotes(
  boardBase: string,
  market: string,
  signal?: AbortSignal,
): Promise<Quote[]> {
  return rowsOf(
    await getJson(joinUrl(boardBase, `getoddlotsnapshot/${market}`), rowArray, signal),
    derivativeRowToQuote,
  );
}

/** Futures contracts listed today, then their quotes. */
export async function fetchDerivativeQuotes(boardBase: string, signal?: AbortSignal): Promise<Quote[]> {
  const symbols = await getJson(joinUrl(boardBase, 'pslistdata'), symbolListSchema, signal);
  if (symbols.length === 0) return [];
  return rowsOf(
    await getJson(joinUrl(boardBase, `getpsalldatalsnapshot/${symbols.join(',')}`), rowArray, signal),
    derivativeRowToQuote,
  );
}

/** A 6220 body of the trade history as a canonical trade. */
function readDerivativeTrade(row: unknown): ParseResult<Trade> {
  const read = readPublicMessage({ data: row });
  if (!read.ok) return read;
  return read.value.type === 'trade'
    ? { ok: true, value: read.value.trade }
    : { ok: false, error: 'not a trade' };
}

/** Trades of a futures contract today, newest first (6220 bodies, legacy units). */
export async function fetchDerivativeTrades(
  boardBase: string,
  symbol: string,
  signal?: AbortSignal,
): Promise<Trade[]> {
  return rowsOf(
    await getJson(joinUrl(boardBase, `getpstradehistory/${encodeURIComponent(symbol)}`), rowArray, signal),
    readDerivativeTrade,
  );
}

/** 10-level depth of one side of a contract (`/getps10pricesnapshot/{SYM},{B|S}`, a 3211 body). */
export async function fetchDepth10(
  boardBase: string,
  symbol: string,
  side: 'B' | 'S',
  signal?: AbortSignal,
): Promise<DepthLevel[]> {
  const reply = await getJson(
    joinUrl(boardBase, `getps10pricesnapshot/${encodeURIComponent(symbol)},${side}`),
    z.unknown(),
    signal,
  );
  const read = readPublicMessage({ data: reply });
  if (!read.ok) throw new Error(read.error);
  if (read.value.type !== 'depth') throw new Error('not a depth message');
  return read.value.depth.levels;
}

export type MinuteBars = SymbolMinuteBars;

/** One-minute bars of a symbol today (`/getintradaychart/{symbol}`; futures in points x 100). */
export async function fetchMinuteBars(
  boardBase: string,
  symbol: string,
  signal?: AbortSignal,
): Promise<MinuteBars> {
  return getJson(
    joinUrl(boardBase, `getintradaychart/${encodeURIComponent(symbol)}`),
    symbolMinuteBarsSchema,
    signal,
  );
}

/** Covered warrants with their terms and underlyings. */
export async function fetchWarrants(boardBase: string, signal?: AbortSignal): Promise<CoveredWarrant[]> {
  return rowsOf(await getJson(joinUrl(boardBase, 'getCW'), rowArray, signal), coveredWarrantRowToWarrant);
}

/** Put-through advertisements and deals of a market today. */
export async function fetchNegotiatedDeals(
  boardBase: string,
  market: string,
  signal?: AbortSignal,
): Promise<NegotiatedDeal[]> {
  return rowsOf(
    await getJson(joinUrl(boardBase, `getNegotiationDeal?board=T1&market=${market}`), rowArray, signal),
    dealRowToDeal,
  );
}

/** The board's groups with their symbols (hsx, vn30, ETF ...). */
export async function fetchCategories(boardBase: string, signal?: AbortSignal) {
  return getJson(joinUrl(boardBase, 'categories'), watchlistCategoryListSchema, signal);
}

const boardIndustrySchema = z.extend(industrySchema, { nameEn: z.optional(z.string()) });
export type BoardIndustry = z.output<typeof boardIndustrySchema>;

/** The industries (nganh-{slug}) with their symbols. */
export async function fetchIndustries(boardBase: string, signal?: AbortSignal): Promise<BoardIndustry[]> {
  return getJson(joinUrl(boardBase, 'industries'), z.array(boardIndustrySchema), signal);
}
