// The text of a watchlist problem in the current language (texts of @sen/market, spec §5), and
// the problem behind a server refusal (its rc), so both sides read the same.
import {
  fillText,
  WATCHLIST_LIMITS,
  WATCHLIST_MESSAGES,
  WATCHLIST_RULE_OF_CODE,
  type Language,
  type WatchlistProblem,
} from '@sen/market';

export function problemText(problem: WatchlistProblem, language: string): string {
  const lang: Language = language === 'en' ? 'en' : 'vi';
  return fillText(WATCHLIST_MESSAGES[problem.key][lang], problem.values);
}

/** The rule a server reply broke, undefined for other failures (their `rs` is shown as sent). */
export function problemOfRc(rc: number, name = ''): WatchlistProblem | undefined {
  const key = WATCHLIST_RULE_OF_CODE[rc];
  if (!key) return undefined;
  const max =
    key === 'watchlist.tooMany'
      ? WATCHLIST_LIMITS.maxLists
      : key === 'watchlist.full'
        ? WATCHLIST_LIMITS.maxSymbols
        : WATCHLIST_LIMITS.maxNameLength;
  return { key, values: { max, name } };
}
