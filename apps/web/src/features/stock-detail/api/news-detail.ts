// `/newsDetail.pt?id=`: one news item with its body.
import { newsDetailSchema } from '@sen/protocol';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { useAppConfig } from '@/shared/config/config-query';
import { joinUrl } from '@/shared/lib/fetch-json';
import { getSection } from '../lib/get-section';

function fetchNewsDetail(infoBase: string, id: string, signal?: AbortSignal) {
  return getSection(
    joinUrl(infoBase, `newsDetail.pt?id=${encodeURIComponent(id)}`),
    newsDetailSchema,
    signal,
  );
}

const newsDetailQuery = (infoBase: string, id: string) =>
  queryOptions({
    queryKey: ['stock-detail', 'news-detail', infoBase, id],
    queryFn: ({ signal }) => fetchNewsDetail(infoBase, id, signal),
    staleTime: 5 * 60_000,
  });

export function useNewsDetail(id: string) {
  return useQuery(newsDetailQuery(useAppConfig().infoBase, id));
}
