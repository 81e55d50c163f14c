// Intraday history of one index (`/getIndexHistories/?resolution=1&indexId=...`) for its mini
// chart, one point per minute; refreshed every 5 min between 08:00 and 15:00 market time.
import { parseIntradayHistory, type IntradayHistory } from '@sen/protocol';
import { queryOptions, useQuery } from '@tanstack/react-query';
import * as z from 'zod/mini';
import { useAppConfig } from '@/shared/config/config-query';
import { getJson, joinUrl } from '@/shared/lib/fetch-json';
import { marketNow } from '@/shared/lib/market-clock';
import { miniChartRefetchInterval } from '../lib/refresh-policy';

async function fetchIndexHistory(
  boardBase: string,
  code: string,
  signal?: AbortSignal,
): Promise<IntradayHistory> {
  const url = joinUrl(boardBase, `getIndexHistories/?resolution=1&indexId=${encodeURIComponent(code)}`);
  const parsed = parseIntradayHistory(await getJson(url, z.array(z.unknown()), signal));
  if (!parsed.ok) throw new Error(parsed.error);
  return parsed.value;
}

const indexHistoryQuery = (boardBase: string, code: string) =>
  queryOptions({
    queryKey: ['header', 'index-history', boardBase, code],
    queryFn: ({ signal }) => fetchIndexHistory(boardBase, code, signal),
    refetchInterval: () => miniChartRefetchInterval(marketNow()),
    staleTime: 60_000,
  });

export function useIndexHistory(code: string) {
  return useQuery(indexHistoryQuery(useAppConfig().boardBase, code));
}
