// What the board's bells read: the symbols with an active alert (the customer's from the server, a
// visitor's from this browser), and which symbol's alert form is open (one at a time).
import { createStore } from '@/shared/lib/create-store';

export const alertSymbolsStore = createStore<ReadonlySet<string>>(new Set());

export const alertFormStore = createStore<{ symbol: string } | null>(null);

/** Opens the small alert form of a symbol (the board's bell). */
export const openAlertForm = (symbol: string) => alertFormStore.set({ symbol });
export const closeAlertForm = () => alertFormStore.set(null);

/** Sets the symbols with an active alert (a new set only when they changed). */
export function showAlertSymbols(symbols: Iterable<string>): void {
  const next = new Set(symbols);
  const current = alertSymbolsStore.get();
  if (next.size === current.size && [...next].every((s) => current.has(s))) return;
  alertSymbolsStore.set(next);
}
