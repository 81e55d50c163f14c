// `/stockMangement.pt?symbol=` (the spec's spelling): legal representative, management, major shareholders.
import { managementSchema } from '@sen/protocol';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { useAppConfig } from '@/shared/config/config-query';
import { joinUrl } from '@/shared/lib/fetch-json';
import { getSection } from '../lib/get-section';

function fetchManagement(infoBase: string, symbol: string, signal?: AbortSignal) {
  return getSection(
    joinUrl(infoBase, `stockMangement.pt?symbol=${encodeURIComponent(symbol)}`),
    managementSchema,
    signal,
  );
}

const managementQuery = (infoBase: string, symbol: string) =>
  queryOptions({
    queryKey: ['stock-detail', 'management', infoBase, symbol],
    queryFn: ({ signal }) => fetchManagement(infoBase, symbol, signal),
    staleTime: 5 * 60_000,
  });

export function useManagement(symbol: string) {
  return useQuery(managementQuery(useAppConfig().infoBase, symbol));
}
