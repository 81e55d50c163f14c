// `/stockEvents.pt?symbol=`: dividends, AGMs and rights issues by ex-date, newest first, paged.
import { eventsPageSchema } from '@sen/protocol';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { useAppConfig } from '@/shared/config/config-query';
import { joinUrl } from '@/shared/lib/fetch-json';
import { getSection, queryString } from '../lib/get-section';

export const EVENTS_PAGE_SIZE = 10;

export function fetchEvents(infoBase: string, symbol: string, page: number, signal?: AbortSignal) {
  return getSection(
    joinUrl(infoBase, `stockEvents.pt?${queryString({ symbol, page, size: EVENTS_PAGE_SIZE })}`),
    eventsPageSchema,
    signal,
  );
}

const eventsQuery = (infoBase: string, symbol: string, page: number) =>
  queryOptions({
    queryKey: ['stock-detail', 'events', infoBase, symbol, page],
    queryFn: ({ signal }) => fetchEvents(infoBase, symbol, page, signal),
    staleTime: 60_000,
    placeholderData: keepPreviousData,
  });

export function useEvents(symbol: string, page: number) {
  return useQuery(eventsQuery(useAppConfig().infoBase, symbol, page));
}
