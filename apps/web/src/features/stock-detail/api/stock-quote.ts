// The symbol's quote (`{boardBase}/getStockPrice?symbols=`, newer snapshot) read into a canonical
// Quote; the realtime channel then moves it (hooks/use-live-quote).
import { snapshotToQuote, type Quote } from '@sen/protocol';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { useAppConfig } from '@/shared/config/config-query';
import { joinUrl } from '@/shared/lib/fetch-json';
import { getSection } from '../lib/get-section';

async function fetchStockQuote(boardBase: string, symbol: string, signal?: AbortSignal): Promise<Quote> {
  const rows = await getSection(
    joinUrl(boardBase, `getStockPrice?symbols=${encodeURIComponent(symbol)}`),
    z.array(z.unknown()).min(1),
    signal,
  );
  const parsed = snapshotToQuote(rows[0]);
  if (!parsed.ok) throw new Error(parsed.error);
  return parsed.value;
}

export const stockQuoteQuery = (boardBase: string, symbol: string) =>
  queryOptions({
    queryKey: ['stock-detail', 'quote', boardBase, symbol],
    queryFn: ({ signal }) => fetchStockQuote(boardBase, symbol, signal),
    staleTime: Infinity,
  });

export function useStockQuote(symbol: string) {
  return useQuery(stockQuoteQuery(useAppConfig().boardBase, symbol));
}
