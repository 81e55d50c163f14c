/** The stock detail page of a symbol (route added by the app shell). */
export function stockDetailPath(symbol: string): string {
  return `/home/co-phieu/${encodeURIComponent(symbol)}`;
}
