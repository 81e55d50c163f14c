// Loads a board's quote snapshot into the quote store and reloads it on demand (focus after a
// long absence) and when the market starts a new trading day (the new references, ceilings and
// floors, e.g. an ex-date's adjusted reference, come with a snapshot, not in the live events).
// Every new snapshot request resets the sort (spec §2). `initial` may give a snapshot already in
// the page (api/board-boot.ts): in the quote store before the rows' first render (so they are drawn
// with their prices once, not empty and then again), and asked for again once the realtime channel
// is on (it is as old as the page; changes since then come in after the join), so its second
// reading waits until the first rows are painted.
import { marketStatusMessageSchema, PUBLIC_MESSAGE_IDS, type Quote } from '@sen/protocol';
import { useQuery } from '@tanstack/react-query';
import { useCallback, useEffect } from 'react';
import { useAppConfig } from '@/shared/config/config-query';
import { realtime } from '@/shared/lib/realtime/realtime';
import { resetSort } from '../stores/board-view-store';
import { quoteStore } from '@/shared/quotes/quote-store';
import { useFocusReload } from './use-focus-reload';

export function useQuoteSnapshot(
  key: string,
  fetcher: (boardBase: string, signal: AbortSignal) => Promise<Quote[]>,
  enabled = true,
  initial?: () => Quote[] | undefined,
) {
  const { boardBase } = useAppConfig();
  const query = useQuery({
    queryKey: ['board', 'snapshot', key, boardBase],
    queryFn: ({ signal }) => fetcher(boardBase, signal),
    initialData:
      enabled && initial
        ? () => {
            const quotes = initial();
            if (quotes) quoteStore.load(quotes);
            return quotes;
          }
        : undefined,
    // The page's snapshot is read again below, when the channel is on; any other, at mount.
    initialDataUpdatedAt: 0,
    refetchOnMount: (cached) => cached.state.dataUpdatedAt !== 0,
    staleTime: 0,
    gcTime: 0,
    refetchOnWindowFocus: false,
    enabled,
  });
  const { data, refetch } = query;
  const fromPage = data !== undefined && query.dataUpdatedAt === 0;

  useEffect(() => {
    if (!fromPage) return;
    const readAgainWhenOn = () => {
      if (realtime.status.get().server === 'on') void refetch();
    };
    readAgainWhenOn();
    return realtime.status.subscribe(readAgainWhenOn);
  }, [fromPage, refetch]);

  useEffect(() => {
    resetSort();
  }, [key]);

  useEffect(() => {
    if (data && !quoteStore.holds(data)) quoteStore.load(data);
  }, [data]);

  useEffect(() => () => quoteStore.clear(), []);

  const reload = useCallback(() => {
    resetSort();
    void refetch();
  }, [refetch]);
  useFocusReload(reload);

  // The first market status of a new market date (the day's first session) reloads the snapshot.
  useEffect(() => {
    let day: string | undefined;
    return realtime.onMessage(PUBLIC_MESSAGE_IDS.marketStatus, (message) => {
      const parsed = marketStatusMessageSchema.safeParse(message);
      if (!parsed.success) return;
      const date = parsed.data.marketTime.slice(0, 10);
      if (day !== undefined && date !== day) void refetch();
      day = date;
    });
  }, [refetch]);
  return query;
}
