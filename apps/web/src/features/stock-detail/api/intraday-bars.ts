// `{boardBase}/getintradaychart/{symbol}`: the symbol's one-minute bars today (VND, shares),
// refreshed each minute while the page is open.
import { symbolMinuteBarsSchema, type SymbolMinuteBars } from '@sen/protocol';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { useAppConfig } from '@/shared/config/config-query';
import { joinUrl } from '@/shared/lib/fetch-json';
import { getSection } from '../lib/get-section';

/** The reply's schema lives in @sen/protocol (shared with the board's mini charts). */
const intradayBarsSchema = symbolMinuteBarsSchema;
export type IntradayBars = SymbolMinuteBars;

function fetchIntradayBars(boardBase: string, symbol: string, signal?: AbortSignal) {
  return getSection(
    joinUrl(boardBase, `getintradaychart/${encodeURIComponent(symbol)}`),
    intradayBarsSchema,
    signal,
  );
}

export const intradayBarsQuery = (boardBase: string, symbol: string) =>
  queryOptions({
    queryKey: ['stock-detail', 'intraday', boardBase, symbol],
    queryFn: ({ signal }) => fetchIntradayBars(boardBase, symbol, signal),
    refetchInterval: 60_000,
  });

export function useIntradayBars(symbol: string) {
  return useQuery(intradayBarsQuery(useAppConfig().boardBase, symbol));
}
