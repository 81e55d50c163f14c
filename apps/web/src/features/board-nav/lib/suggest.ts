// Symbol suggestions: codes starting with what was typed, case-insensitive, in code order.
import type { StockListEntry } from '@sen/protocol';

const MAX_SUGGESTIONS = 10;

export function suggestSymbols(
  list: readonly StockListEntry[],
  typed: string,
  limit = MAX_SUGGESTIONS,
): StockListEntry[] {
  const prefix = typed.trim().toUpperCase();
  if (prefix === '') return [];
  return list
    .filter((entry) => entry.stock_code.toUpperCase().startsWith(prefix))
    .sort((a, b) => a.stock_code.length - b.stock_code.length || a.stock_code.localeCompare(b.stock_code))
    .slice(0, limit);
}
