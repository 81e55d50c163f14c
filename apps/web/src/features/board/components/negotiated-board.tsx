// The negotiated-trade screen (thoa-thuan-hsx/hnx/upcom): advertised bids, matched deals and
// advertised asks of the market today, with new put-through messages (9100) as they come.
import type { MarketId } from '@sen/market';
import type { NegotiatedDeal } from '@sen/protocol';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useMemo, useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import { useAppConfig } from '@/shared/config/config-query';
import type { FeedMarket } from '@/shared/categories/categories';
import { fetchNegotiatedDeals } from '../api/board-modes-api';
import { useBoardHeight } from '../hooks/use-board-height';
import { useFocusReload } from '../hooks/use-focus-reload';
import { useLiveBoard } from '../hooks/use-live-board';
import { boardFeed } from '../stores/board-feed';
import { createBoundedList } from '../stores/bounded-list';
import { DealTable } from './deal-table';
import styles from './deals.module.css';

const MARKET_OF: Record<FeedMarket, MarketId> = { STO: 'HSX', STX: 'HNX', UPX: 'UPCOM' };
const deals = createBoundedList<NegotiatedDeal>(1_000);
const NO_ROOMS: string[] = [];

export function NegotiatedBoard({ market }: { market: FeedMarket }) {
  const { t } = useTranslation('board');
  const { boardBase } = useAppConfig();
  const snapshot = useQuery({
    queryKey: ['board', 'deals', market, boardBase],
    queryFn: ({ signal }) => fetchNegotiatedDeals(boardBase, market, signal),
    staleTime: 0,
    gcTime: 0,
    refetchOnWindowFocus: false,
  });
  const { data, refetch } = snapshot;
  useEffect(() => deals.reset([]), [market]);
  useEffect(() => {
    if (data) deals.reset([...data].reverse());
  }, [data]);
  useEffect(
    () =>
      boardFeed.onEvent((event) => {
        if (event.type === 'putThrough' && event.deal.market === MARKET_OF[market]) deals.add(event.deal);
      }),
    [market],
  );
  useLiveBoard(NO_ROOMS);
  useFocusReload(() => void refetch());
  const all = useSyncExternalStore(deals.subscribe, deals.get, deals.get);
  const byType = useMemo(
    () => ({
      bid: all.filter((d) => d.type === 'bid'),
      match: all.filter((d) => d.type === 'match'),
      ask: all.filter((d) => d.type === 'ask'),
    }),
    [all],
  );
  const height = useBoardHeight('negotiated');
  return (
    <div
      className={styles.grid}
      style={{ height }}
      data-testid="negotiated-board"
      aria-busy={snapshot.isPending}
    >
      <DealTable title={t('negotiated.bid')} deals={byType.bid} withTime={false} testId="deals-bid" />
      <DealTable title={t('negotiated.match')} deals={byType.match} withTime testId="deals-match" />
      <DealTable title={t('negotiated.ask')} deals={byType.ask} withTime={false} testId="deals-ask" />
    </div>
  );
}
