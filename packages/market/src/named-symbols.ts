// How a refusal names a list of symbols it cannot serve: a request may carry hundreds (a REST
// symbol list 500, a realtime frame 2,000), and the reply must not echo them all back. Both
// channels name the first 10 and count the rest (rest-errors.ts `unknownSymbolsMore`,
// realtime-errors.ts `unknownStreamSymbolsMore`).

/** Symbols a refusal names at most; the rest are only counted. */
export const MAX_NAMED_SYMBOLS = 10;

/** The first {@link MAX_NAMED_SYMBOLS} symbols comma-joined, and how many more there are (0: none). */
export function namedSymbols(symbols: readonly string[]): { named: string; more: number } {
  return {
    named: symbols.slice(0, MAX_NAMED_SYMBOLS).join(','),
    more: Math.max(0, symbols.length - MAX_NAMED_SYMBOLS),
  };
}
