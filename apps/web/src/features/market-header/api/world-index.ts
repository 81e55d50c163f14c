// World indexes (`{infoBase}/worldIndex`) every 60 s with the summary.
import { TIMING } from '@sen/market';
import { worldIndexListSchema } from '@sen/protocol';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { useAppConfig } from '@/shared/config/config-query';
import { getJson, joinUrl } from '@/shared/lib/fetch-json';

const worldIndexQuery = (infoBase: string) =>
  queryOptions({
    queryKey: ['header', 'world-index', infoBase],
    queryFn: ({ signal }) => getJson(joinUrl(infoBase, 'worldIndex'), worldIndexListSchema, signal),
    refetchInterval: TIMING.indexRefreshMs,
  });

export function useWorldIndexes() {
  return useQuery(worldIndexQuery(useAppConfig().infoBase));
}
