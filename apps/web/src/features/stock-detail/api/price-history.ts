// `/stockHis.pt?symbol=`: daily bars of a symbol, newest first: the simulated market's live days
// (today's running session first), then the generated past of about two years, with each day's
// foreign buying, selling and room. Two uses: pages of the trading-data tables (the first page
// refreshed with the live day), and the whole list once for the daily chart.
import { historyPageSchema, type HistoryPage } from '@sen/protocol';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { useAppConfig } from '@/shared/config/config-query';
import { joinUrl } from '@/shared/lib/fetch-json';
import { getSection, queryString } from '../lib/get-section';

/** Days per page of the trading-data tables. */
export const HISTORY_PAGE_SIZE = 20;
/** The most days the info host gives in one page: the daily chart asks for all of them at once. */
export const HISTORY_ALL_DAYS = 1000;

export function fetchPriceHistory(
  infoBase: string,
  symbol: string,
  page: number,
  size: number,
  signal?: AbortSignal,
): Promise<HistoryPage> {
  return getSection(
    joinUrl(infoBase, `stockHis.pt?${queryString({ symbol, page, size })}`),
    historyPageSchema,
    signal,
  );
}

/** Key prefix of every page of a symbol's history (the live feed invalidates them together). */
export const priceHistoryKey = (infoBase: string, symbol: string) =>
  ['stock-detail', 'history', infoBase, symbol] as const;

const priceHistoryQuery = (infoBase: string, symbol: string, page = 1) =>
  queryOptions({
    queryKey: [...priceHistoryKey(infoBase, symbol), page],
    queryFn: ({ signal }) => fetchPriceHistory(infoBase, symbol, page, HISTORY_PAGE_SIZE, signal),
    refetchInterval: page === 1 ? 60_000 : false,
    placeholderData: keepPreviousData,
  });

/** The whole history (about two years), for the daily chart; the live day comes from page 1. */
const fullHistoryQuery = (infoBase: string, symbol: string) =>
  queryOptions({
    queryKey: ['stock-detail', 'history-all', infoBase, symbol],
    queryFn: ({ signal }) => fetchPriceHistory(infoBase, symbol, 1, HISTORY_ALL_DAYS, signal),
    staleTime: 10 * 60_000,
  });

export function usePriceHistory(symbol: string, page = 1) {
  return useQuery(priceHistoryQuery(useAppConfig().infoBase, symbol, page));
}

export function useFullHistory(symbol: string) {
  return useQuery(fullHistoryQuery(useAppConfig().infoBase, symbol));
}
