// Fetchers of the board host (docs: apps/server/src/modules/board) the standard boards use (the
// board's first load); the other modes' fetchers are in board-modes-api.ts. Every reply goes through
// its protocol schema or codec; a row the codec refuses is left out rather than shown half-read.
import {
  industrySchema,
  snapshotToQuote,
  watchlistCategoryListSchema,
  type ParseResult,
  type Quote,
} from '@sen/protocol';
import * as z from 'zod/mini';
import { getJson, joinUrl } from '@/shared/lib/fetch-json';

/** Most symbols per snapshot request (the board host accepts 500). */
const SYMBOLS_PER_REQUEST = 400;

/** The rows `read` accepts, in order (a row it refuses is left out). */
export function rowsOf<T>(rows: unknown[], read: (row: unknown) => ParseResult<T>): T[] {
  const values: T[] = [];
  for (const row of rows) {
    const result = read(row);
    if (result.ok) values.push(result.value);
  }
  return values;
}

/** A reply that is an array of rows, each read by its codec. */
export const rowArray = z.array(z.unknown());

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
