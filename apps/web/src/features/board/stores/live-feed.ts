// The price update queue (spec §4): realtime messages wait in a queue that is drained once per
// animation frame (all waiting messages, coalesced into one notification per changed row) instead
// of the original 50 ms / 10-message timer, which falls behind a busy market. Messages are only
// kept while the board route is active, the tab is visible and market time is before 15:00:00;
// otherwise the queue is cleared and new messages are dropped. Messages come read (the realtime
// worker attaches each one's event). A message about a symbol no row follows (out of view) is not
// applied in the frame: it waits in the quote store until the symbol is read (scrolled to, sorted
// on), unless someone listens to every event (put-through deals, match history).
import type { ParseResult, PublicEvent } from '@sen/protocol';
import type { PublicMessage } from '@/shared/lib/realtime/frames';
import { readMessage } from '@/shared/lib/realtime/read-message';
import { applyEvent, isQuoteEvent, symbolOfEvent } from '@/shared/lib/realtime/quote-events';
import type { QuoteStore } from '@/shared/quotes/quote-store';

/** Which board's messages rows take: odd-lot messages carry `boardId: 'G4'`. */
export type FeedBook = 'lot' | 'odd';

export interface LiveFeedDeps {
  store: QuoteStore;
  /** Seconds since market midnight now, from the server clock; null while unknown. */
  marketSecondsOfDay: () => number | null;
  isTabVisible: () => boolean;
  requestFrame: (callback: () => void) => unknown;
  /** The reader of public messages (the event the realtime host read, else the protocol's; tests count its calls). */
  read?: (message: PublicMessage) => ParseResult<PublicEvent>;
}

export interface LiveFeed {
  enqueue(message: { id: number; [field: string]: unknown }): void;
  /** Board route active or not; inactive clears the queue. */
  setActive(active: boolean): void;
  setBook(book: FeedBook): void;
  /** Listens to every event drained (put-through deals, trades for match history). */
  onEvent(listener: (event: PublicEvent) => void): () => void;
  /** Drops what is waiting (tab hidden, new snapshot). */
  clear(): void;
  /** Drains now (tests; the frame callback in the browser). */
  drain(): void;
  size(): number;
}

/** The symbol a quote message is about as sent (trades and depth `sym`, foreign `symbol`), or null. */
function symbolOfMessage(message: { [field: string]: unknown }): string | null {
  const symbol = message.sym ?? message.symbol;
  return typeof symbol === 'string' ? symbol : null;
}

/** 15:00:00: after it the queue stops (spec §4). */
const QUEUE_CUTOFF_SECONDS = 15 * 3600;

export function createLiveFeed(deps: LiveFeedDeps): LiveFeed {
  let queue: { id: number; [field: string]: unknown }[] = [];
  let active = false;
  let book: FeedBook = 'lot';
  let scheduled = false;
  const listeners = new Set<(event: PublicEvent) => void>();
  const read = deps.read ?? readMessage;

  /** The event a message gives the current book, or null (unreadable, the other book's). */
  const eventOf = (message: { id: number; [field: string]: unknown }, forBook: FeedBook) => {
    const result = read(message);
    if (!result.ok) return null;
    const event = result.value;
    const odd = message.boardId === 'G4';
    if ((event.type === 'trade' || event.type === 'depth') && odd !== (forBook === 'odd')) return null;
    return event;
  };

  const open = () => {
    if (!active || !deps.isTabVisible()) return false;
    const seconds = deps.marketSecondsOfDay();
    return seconds === null || seconds < QUEUE_CUTOFF_SECONDS;
  };

  function drain() {
    scheduled = false;
    const batch = queue;
    queue = [];
    if (!open()) return;
    for (const message of batch) {
      const symbol = symbolOfMessage(message);
      const forBook = book;
      if (
        symbol !== null &&
        listeners.size === 0 &&
        !deps.store.watched(symbol) &&
        deps.store.defer(symbol, (quote) => {
          const event = eventOf(message, forBook);
          return event !== null && isQuoteEvent(event) ? applyEvent(quote, event) : quote;
        })
      )
        continue;
      const event = eventOf(message, book);
      if (event === null) continue;
      if (isQuoteEvent(event)) {
        deps.store.update(symbolOfEvent(event), (quote) => applyEvent(quote, event));
      }
      for (const listener of listeners) listener(event);
    }
    deps.store.flush();
  }

  return {
    enqueue(message) {
      // The gate (route, tab, market time) is asked once a frame, by its first message: at 10,000
      // updates a second asking per message cost the main thread more than the queue itself, and
      // the drain asks again before anything is applied.
      if (!scheduled) {
        if (!open()) {
          queue = [];
          return;
        }
        scheduled = true;
        deps.requestFrame(drain);
      }
      queue.push(message);
    },
    setActive(next) {
      active = next;
      if (!next) queue = [];
    },
    setBook(next) {
      book = next;
    },
    onEvent(listener) {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
    clear() {
      queue = [];
    },
    drain,
    size: () => queue.length,
  };
}
