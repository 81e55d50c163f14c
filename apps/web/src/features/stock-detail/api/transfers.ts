// `/transferData.pt?symbol=`: insider transfer registrations and their results (the history), paged.
import { transfersPageSchema } from '@sen/protocol';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { useAppConfig } from '@/shared/config/config-query';
import { joinUrl } from '@/shared/lib/fetch-json';
import { getSection, queryString } from '../lib/get-section';

export const TRANSFERS_PAGE_SIZE = 10;

function fetchTransfers(infoBase: string, symbol: string, page: number, signal?: AbortSignal) {
  return getSection(
    joinUrl(infoBase, `transferData.pt?${queryString({ symbol, page, size: TRANSFERS_PAGE_SIZE })}`),
    transfersPageSchema,
    signal,
  );
}

const transfersQuery = (infoBase: string, symbol: string, page: number) =>
  queryOptions({
    queryKey: ['stock-detail', 'transfers', infoBase, symbol, page],
    queryFn: ({ signal }) => fetchTransfers(infoBase, symbol, page, signal),
    staleTime: 60_000,
    placeholderData: keepPreviousData,
  });

export function useTransfers(symbol: string, page: number) {
  return useQuery(transfersQuery(useAppConfig().infoBase, symbol, page));
}
