// The order ticket's quote moves with the realtime channel while a symbol is in it: its three best
// bids and asks (3210; 6210 for a futures contract) and its matches (3220; 6220) on the main board,
// at most once per animation frame, so an order just placed shows in the depth beside the form at
// once. The ticket's refetch every few seconds stays as the backstop (a reconnect, a missed frame).
import { PUBLIC_MESSAGE_IDS, type PublicEvent, type Quote } from '@sen/protocol';
import { useQueryClient } from '@tanstack/react-query';
import { useAppConfig } from '@/shared/config/config-query';
import { applyEvent, isQuoteEvent } from '@/shared/lib/realtime/quote-events';
import { useSymbolEvents } from '@/shared/lib/realtime/use-symbol-events';
import { symbolQuoteQuery } from '../api/order-api';

const LIVE_MESSAGES = [
  PUBLIC_MESSAGE_IDS.depth,
  PUBLIC_MESSAGE_IDS.derivativeDepth,
  PUBLIC_MESSAGE_IDS.trade,
  PUBLIC_MESSAGE_IDS.derivativeTrade,
];

/** The ticket's quote after one event, as the board moves its rows: the main board's only. */
function ticketQuoteAfter(quote: Quote, event: PublicEvent): Quote {
  if (!isQuoteEvent(event)) return quote;
  // The odd-lot board (G4) has books and matches of its own.
  if (event.type !== 'foreign' && event.boardId === 'G4') return quote;
  return applyEvent(quote, event);
}

/** Joins `symbol` (none when undefined) on the realtime channel and moves the ticket's cached quote with it. */
export function useLiveTicketQuote(symbol: string | undefined): void {
  const { boardBase } = useAppConfig();
  const client = useQueryClient();
  useSymbolEvents(symbol, LIVE_MESSAGES, (events) => {
    if (symbol === undefined) return;
    client.setQueryData<Quote>(symbolQuoteQuery(boardBase, symbol).queryKey, (quote) =>
      quote ? events.reduce(ticketQuoteAfter, quote) : quote,
    );
  });
}
