// `/associate.pt?symbol=`: subsidiaries and associates of the company.
import { associatesSchema } from '@sen/protocol';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { useAppConfig } from '@/shared/config/config-query';
import { joinUrl } from '@/shared/lib/fetch-json';
import { getSection } from '../lib/get-section';

function fetchAssociates(infoBase: string, symbol: string, signal?: AbortSignal) {
  return getSection(
    joinUrl(infoBase, `associate.pt?symbol=${encodeURIComponent(symbol)}`),
    associatesSchema,
    signal,
  );
}

const associatesQuery = (infoBase: string, symbol: string) =>
  queryOptions({
    queryKey: ['stock-detail', 'associates', infoBase, symbol],
    queryFn: ({ signal }) => fetchAssociates(infoBase, symbol, signal),
    staleTime: 5 * 60_000,
  });

export function useAssociates(symbol: string) {
  return useQuery(associatesQuery(useAppConfig().infoBase, symbol));
}
