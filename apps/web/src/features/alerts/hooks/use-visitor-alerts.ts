// A visitor's alerts watched in the browser: each symbol with an active alert is followed in the
// board's quote store (only those symbols: the rest of the stream stays deferred), and every change
// of its quote steps its alerts (the market's rules); a firing is delivered here. Symbols not on
// the board shown are not streamed, so their alerts wait until a board shows them.
import type { Quote } from '@sen/protocol';
import { useEffect } from 'react';
import { quoteStore } from '@/shared/quotes/quote-store';
import { marketNow } from '@/shared/lib/market-clock';
import { deliverAlert } from '../lib/deliver-alert';
import { evaluateLocalAlerts, localAlertStore } from '../lib/local-alerts';
import { showAlertSymbols } from '@/shared/alerts/alert-ui-store';

const activeSymbols = () =>
  new Set(localAlertStore.get().flatMap((alert) => (alert.status === 'active' ? [alert.symbol] : [])));

const quoteOf = (quote: Quote) => ({
  last: quote.last ?? 0,
  reference: quote.ref,
  ceiling: quote.ceiling,
  floor: quote.floor,
  totalVolume: quote.totalVolume,
});

function evaluate(symbol: string): void {
  const quote = quoteStore.get(symbol);
  if (!quote) return;
  const fired = evaluateLocalAlerts(symbol, quoteOf(quote), marketNow() ?? Date.now());
  for (const alert of fired)
    deliverAlert({
      symbol,
      kind: alert.kind,
      threshold: alert.threshold,
      price: quote.last ?? 0,
      volume: quote.totalVolume,
    });
}

export function useVisitorAlerts(enabled: boolean): void {
  useEffect(() => {
    if (!enabled) return;
    const followed = new Map<string, () => void>();
    const sync = () => {
      const symbols = activeSymbols();
      showAlertSymbols(symbols);
      for (const [symbol, off] of followed)
        if (!symbols.has(symbol)) {
          off();
          followed.delete(symbol);
        }
      for (const symbol of symbols)
        if (!followed.has(symbol))
          followed.set(
            symbol,
            quoteStore.subscribe(symbol, () => evaluate(symbol)),
          );
    };
    sync();
    const off = localAlertStore.subscribe(sync);
    return () => {
      off();
      for (const unfollow of followed.values()) unfollow();
    };
  }, [enabled]);
}
