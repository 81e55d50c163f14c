// Every listed code (`/getlistallstock`) for the add-symbol suggestions; read once per visit, when
// the box is first used (a board does not load the whole list to show its own rows).
import { stockListSchema } from '@sen/protocol';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { useAppConfig } from '@/shared/config/config-query';
import { getJson, joinUrl } from '@/shared/lib/fetch-json';

export const stockListQuery = (boardBase: string) =>
  queryOptions({
    queryKey: ['stock-list', boardBase],
    queryFn: ({ signal }) => getJson(joinUrl(boardBase, 'getlistallstock'), stockListSchema, signal),
    staleTime: 60 * 60_000,
  });

export function useStockList(enabled = true) {
  return useQuery({ ...stockListQuery(useAppConfig().boardBase), enabled });
}
