// Joins the symbol on the realtime channel while the page is open and moves its cached quote
// with matched trades (3220; 6220 for a futures contract) and foreign updates, at most once per
// animation frame. Trades also refresh the chart's bars, at most once every few seconds.
import { PUBLIC_MESSAGE_IDS, type Quote } from '@sen/protocol';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useAppConfig } from '@/shared/config/config-query';
import { useSymbolEvents } from '@/shared/lib/realtime/use-symbol-events';
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
  const barsTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  useEffect(
    () => () => {
      clearTimeout(barsTimer.current);
      barsTimer.current = undefined;
    },
    [symbol],
  );
  useSymbolEvents(symbol, LIVE_MESSAGES, (events) => {
    client.setQueryData<Quote>(stockQuoteQuery(boardBase, symbol).queryKey, (quote) =>
      quote ? events.reduce(applyEvent, quote) : quote,
    );
    const traded = events.some((e) => e.type === 'trade' && e.trade.symbol === symbol);
    if (traded && barsTimer.current === undefined)
      barsTimer.current = setTimeout(() => {
        barsTimer.current = undefined;
        void client.invalidateQueries({ queryKey: intradayBarsQuery(boardBase, symbol).queryKey });
        void client.invalidateQueries({ queryKey: priceHistoryKey(infoBase, symbol) });
      }, BARS_REFRESH_MS);
  });
}
