// `/stockHis.pt?symbol=`: daily bars of the simulated market's own sessions (today's running
// session first), with the day's foreign buying, selling and room. Refreshed each minute.
import { historyPageSchema } from '@sen/protocol';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { useAppConfig } from '@/shared/config/config-query';
import { joinUrl } from '@/shared/lib/fetch-json';
import { getSection, queryString } from '../lib/get-section';

/** The most days the info host gives in one page. */
export const HISTORY_DAYS = 100;

export function fetchPriceHistory(infoBase: string, symbol: string, signal?: AbortSignal) {
  return getSection(
    joinUrl(infoBase, `stockHis.pt?${queryString({ symbol, size: HISTORY_DAYS })}`),
    historyPageSchema,
    signal,
  );
}

export const priceHistoryQuery = (infoBase: string, symbol: string) =>
  queryOptions({
    queryKey: ['stock-detail', 'history', infoBase, symbol],
    queryFn: ({ signal }) => fetchPriceHistory(infoBase, symbol, signal),
    refetchInterval: 60_000,
  });

export function usePriceHistory(symbol: string) {
  return useQuery(priceHistoryQuery(useAppConfig().infoBase, symbol));
}
