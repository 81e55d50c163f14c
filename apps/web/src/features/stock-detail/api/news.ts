// `/stockNews.pt?symbol=`: headlines and summaries, newest first, paged.
import { newsPageSchema } from '@sen/protocol';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { useAppConfig } from '@/shared/config/config-query';
import { joinUrl } from '@/shared/lib/fetch-json';
import { getSection, queryString } from '../lib/get-section';

export const NEWS_PAGE_SIZE = 10;

function fetchNews(infoBase: string, symbol: string, page: number, signal?: AbortSignal) {
  return getSection(
    joinUrl(infoBase, `stockNews.pt?${queryString({ symbol, page, size: NEWS_PAGE_SIZE })}`),
    newsPageSchema,
    signal,
  );
}

const newsQuery = (infoBase: string, symbol: string, page: number) =>
  queryOptions({
    queryKey: ['stock-detail', 'news', infoBase, symbol, page],
    queryFn: ({ signal }) => fetchNews(infoBase, symbol, page, signal),
    staleTime: 60_000,
    placeholderData: keepPreviousData,
  });

export function useNews(symbol: string, page: number) {
  return useQuery(newsQuery(useAppConfig().infoBase, symbol, page));
}
