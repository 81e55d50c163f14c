// Market summary (`/getIndexSummary`) every 60 s.
import { TIMING } from '@sen/market';
import { indexSummarySchema } from '@sen/protocol';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { useAppConfig } from '@/shared/config/config-query';
import { getJson, joinUrl } from '@/shared/lib/fetch-json';

const indexSummaryQuery = (boardBase: string) =>
  queryOptions({
    queryKey: ['header', 'index-summary', boardBase],
    queryFn: ({ signal }) => getJson(joinUrl(boardBase, 'getIndexSummary'), indexSummarySchema, signal),
    refetchInterval: TIMING.indexRefreshMs,
  });

export function useIndexSummary() {
  return useQuery(indexSummaryQuery(useAppConfig().boardBase));
}
