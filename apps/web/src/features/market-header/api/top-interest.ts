// Top-interest stocks (`{infoBase}/topStockInterested?count=10`) every 60 s.
import { TIMING, TOP_INTERESTED_COUNT } from '@sen/market';
import { topInterestListSchema } from '@sen/protocol';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { useAppConfig } from '@/shared/config/config-query';
import { getJson, joinUrl } from '@/shared/lib/fetch-json';

const topInterestQuery = (infoBase: string) =>
  queryOptions({
    queryKey: ['header', 'top-interest', infoBase],
    queryFn: async ({ signal }) =>
      (
        await getJson(
          joinUrl(infoBase, `topStockInterested?count=${TOP_INTERESTED_COUNT}`),
          topInterestListSchema,
          signal,
        )
      ).slice(0, TOP_INTERESTED_COUNT),
    refetchInterval: TIMING.indexRefreshMs,
  });

export function useTopInterest() {
  return useQuery(topInterestQuery(useAppConfig().infoBase));
}
