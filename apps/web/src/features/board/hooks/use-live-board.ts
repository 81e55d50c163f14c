// Joins the board's symbols (and odd-lot rooms) on the shared realtime channel and feeds their
// messages to the board's queue while this board is mounted on the board route.
import { PUBLIC_MESSAGE_IDS } from '@sen/protocol';
import { useEffect } from 'react';
import { useIsBoardActive } from '@/shared/hooks/use-is-board-active';
import { realtime } from '@/shared/lib/realtime/realtime';
import { boardFeed } from '../stores/board-feed';
import type { FeedBook } from '../stores/live-feed';

const QUOTE_MESSAGES = [
  PUBLIC_MESSAGE_IDS.trade,
  PUBLIC_MESSAGE_IDS.projectedTrade,
  PUBLIC_MESSAGE_IDS.depth,
  PUBLIC_MESSAGE_IDS.foreign,
  PUBLIC_MESSAGE_IDS.derivativeDepth,
  PUBLIC_MESSAGE_IDS.derivativeTrade,
  PUBLIC_MESSAGE_IDS.putThrough,
];

export function useLiveBoard(rooms: readonly string[], book: FeedBook = 'lot'): void {
  const active = useIsBoardActive();
  const key = rooms.join(',');

  useEffect(() => {
    boardFeed.setActive(active);
  }, [active]);

  useEffect(() => {
    const onVisibility = () => {
      if (document.visibilityState === 'hidden') boardFeed.clear();
    };
    document.addEventListener('visibilitychange', onVisibility);
    return () => document.removeEventListener('visibilitychange', onVisibility);
  }, []);

  useEffect(() => {
    const list = key === '' ? [] : key.split(',');
    boardFeed.setBook(book);
    const stops = QUOTE_MESSAGES.map((id) => realtime.onMessage(id, boardFeed.enqueue));
    const leave = realtime.subscribe(list);
    return () => {
      leave();
      for (const stop of stops) stop();
      boardFeed.clear();
    };
  }, [key, book]);
}
