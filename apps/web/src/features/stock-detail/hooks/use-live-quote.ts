// Joins the symbol on the realtime channel while the page is open and moves its cached quote
// with matched trades (3220; 6220 for a futures contract) and foreign updates, at most once per
// animation frame. Trades also refresh the chart's bars, at most once every few seconds.
import { PUBLIC_MESSAGE_IDS, type PublicEvent, type Quote } from '@sen/protocol';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useAppConfig } from '@/shared/config/config-query';
import type { PublicMessage } from '@/shared/lib/realtime/frames';
import { readMessage } from '@/shared/lib/realtime/read-message';
import { realtime } from '@/shared/lib/realtime/realtime';
import { intradayBarsQuery } from '../api/intraday-bars';
import { priceHistoryKey } from '../api/price-history';
import { stockQuoteQuery } from '../api/stock-quote';
import { applyEvent } from '../lib/apply-event';

const LIVE_MESSAGES = [
  PUBLIC_MESSAGE_IDS.trade,
  PUBLIC_MESSAGE_IDS.derivativeTrade,
  PUBLIC_MESSAGE_IDS.foreign,
];
/** How long trades gather before the chart's bars are asked for again. */
const BARS_REFRESH_MS = 5_000;

export function useLiveQuote(symbol: string): void {
  const { boardBase, infoBase } = useAppConfig();
  const client = useQueryClient();

  useEffect(() => {
    const { queryKey } = stockQuoteQuery(boardBase, symbol);
    let pending: PublicEvent[] = [];
    let frame = 0;
    let barsTimer: ReturnType<typeof setTimeout> | undefined;
    const refreshBars = () => {
      barsTimer = undefined;
      void client.invalidateQueries({ queryKey: intradayBarsQuery(boardBase, symbol).queryKey });
      void client.invalidateQueries({ queryKey: priceHistoryKey(infoBase, symbol) });
    };
    const flush = () => {
      frame = 0;
      const events = pending;
      pending = [];
      client.setQueryData<Quote>(queryKey, (quote) => (quote ? events.reduce(applyEvent, quote) : quote));
    };
    const onMessage = (message: PublicMessage) => {
      const read = readMessage(message);
      if (!read.ok) return;
      pending.push(read.value);
      if (read.value.type === 'trade' && read.value.trade.symbol === symbol && barsTimer === undefined)
        barsTimer = setTimeout(refreshBars, BARS_REFRESH_MS);
      if (frame === 0) frame = requestAnimationFrame(flush);
    };
    const stops = LIVE_MESSAGES.map((id) => realtime.onMessage(id, onMessage));
    const leave = realtime.subscribe([symbol]);
    return () => {
      leave();
      for (const stop of stops) stop();
      if (frame !== 0) cancelAnimationFrame(frame);
      clearTimeout(barsTimer);
    };
  }, [boardBase, infoBase, symbol, client]);
}
