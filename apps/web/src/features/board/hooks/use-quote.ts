import type { Quote } from '@sen/protocol';
import { useCallback, useSyncExternalStore } from 'react';
import { quoteStore } from '@/shared/quotes/quote-store';

/** The quote of one symbol; re-renders only when that symbol changes (at most once a frame). */
export function useQuote(symbol: string): Quote | undefined {
  const subscribe = useCallback((listener: () => void) => quoteStore.subscribe(symbol, listener), [symbol]);
  const read = () => quoteStore.get(symbol);
  return useSyncExternalStore(subscribe, read, read);
}
