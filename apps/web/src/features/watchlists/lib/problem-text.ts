// The text of a watchlist problem in the current language (texts of @sen/market, spec §5), and
// the problem behind a server refusal (its rc), so both sides read the same.
import {
  fillText,
  WATCHLIST_LIMITS,
  WATCHLIST_MESSAGES,
  type Language,
  type WatchlistMessageKey,
  type WatchlistProblem,
} from '@sen/market';

export function problemText(problem: WatchlistProblem, language: string): string {
  const lang: Language = language === 'en' ? 'en' : 'vi';
  return fillText(WATCHLIST_MESSAGES[problem.key][lang], problem.values);
}

const KEY_OF_RC: Record<number, WatchlistMessageKey> = {
  [-8201]: 'watchlist.nameRequired',
  [-8202]: 'watchlist.nameTooLong',
  [-8203]: 'watchlist.tooMany',
  [-8204]: 'watchlist.nameExists',
  [-8205]: 'watchlist.defaultLocked',
  [-8206]: 'watchlist.notFound',
  [-8207]: 'watchlist.full',
  [-8208]: 'watchlist.symbolExists',
};

/** The rule a server reply broke, undefined for other failures (their `rs` is shown as sent). */
export function problemOfRc(rc: number, name = ''): WatchlistProblem | undefined {
  const key = KEY_OF_RC[rc];
  if (!key) return undefined;
  const max =
    key === 'watchlist.tooMany'
      ? WATCHLIST_LIMITS.maxLists
      : key === 'watchlist.full'
        ? WATCHLIST_LIMITS.maxSymbols
        : WATCHLIST_LIMITS.maxNameLength;
  return { key, values: { max, name } };
}
