// Fetchers of the board host for the boards loaded on demand (odd lots, derivatives, warrants,
// put-through) and the contract panels; the standard boards' are in board-api.ts.
import {
  coveredWarrantRowToWarrant,
  readPublicMessage,
  type DepthLevel,
  dealRowToDeal,
  derivativeRowToQuote,
  symbolListSchema,
  symbolMinuteBarsSchema,
  type CoveredWarrant,
  type NegotiatedDeal,
  type ParseResult,
  type Quote,
  type SymbolMinuteBars,
  type Trade,
} from '@sen/protocol';
import * as z from 'zod/mini';
import { getJson, joinUrl } from '@/shared/lib/fetch-json';
import { rowArray, rowsOf } from './board-api';

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
