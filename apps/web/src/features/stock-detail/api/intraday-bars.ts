// `{boardBase}/getintradaychart/{symbol}`: the symbol's one-minute bars today (VND, shares),
// refreshed each minute while the page is open.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { useAppConfig } from '@/shared/config/config-query';
import { joinUrl } from '@/shared/lib/fetch-json';
import { getSection } from '../lib/get-section';

const minuteBar = z.object({
  time: z.string().regex(/^\d{2}:\d{2}(:\d{2})?$/),
  open: z.number(),
  high: z.number(),
  low: z.number(),
  close: z.number(),
  volume: z.number(),
});
export const intradayBarsSchema = z.object({
  symbol: z.string(),
  reference: z.number(),
  data: z.array(minuteBar),
});
export type IntradayBars = z.output<typeof intradayBarsSchema>;

export function fetchIntradayBars(boardBase: string, symbol: string, signal?: AbortSignal) {
  return getSection(
    joinUrl(boardBase, `getintradaychart/${encodeURIComponent(symbol)}`),
    intradayBarsSchema,
    signal,
  );
}

export const intradayBarsQuery = (boardBase: string, symbol: string) =>
  queryOptions({
    queryKey: ['stock-detail', 'intraday', boardBase, symbol],
    queryFn: ({ signal }) => fetchIntradayBars(boardBase, symbol, signal),
    refetchInterval: 60_000,
  });

export function useIntradayBars(symbol: string) {
  return useQuery(intradayBarsQuery(useAppConfig().boardBase, symbol));
}
