import { tradingErrorEntry as e } from './trading-error-entry.ts';
import { WATCHLIST_MESSAGES, type WatchlistMessageKey } from './watchlist-rules.ts';

// -8201 to -8210: Sen's codes for the watchlist rules of spec §5, refused by the server with the
// same texts the browser shows when it checks the rule itself.
const rule = <K extends string>(code: number, key: K, message: WatchlistMessageKey) =>
  e(code, key, WATCHLIST_MESSAGES[message].vi, WATCHLIST_MESSAGES[message].en);

/** Watchlist refusals of the trading channel, Vietnamese and English. */
export const WATCHLIST_ERRORS = [
  rule(-8201, 'watchlistNameRequired', 'watchlist.nameRequired'),
  rule(-8202, 'watchlistNameTooLong', 'watchlist.nameTooLong'),
  rule(-8203, 'watchlistTooMany', 'watchlist.tooMany'),
  rule(-8204, 'watchlistNameExists', 'watchlist.nameExists'),
  rule(-8205, 'watchlistDefaultLocked', 'watchlist.defaultLocked'),
  rule(-8206, 'watchlistNotFound', 'watchlist.notFound'),
  rule(-8207, 'watchlistFull', 'watchlist.full'),
  rule(-8208, 'watchlistSymbolExists', 'watchlist.symbolExists'),
  e(-8209, 'watchlistMissing', 'Danh mục không tồn tại: {id}', 'The category does not exist: {id}'),
  e(
    -8210,
    'watchlistPinnedOutside',
    'Mã ghim phải nằm trong danh mục: {name}',
    'A pinned code must be in the category: {name}',
  ),
] as const;

/** The watchlist rule behind a refusal code, e.g. -8207 -> 'watchlist.full'. */
export const WATCHLIST_RULE_OF_CODE: Readonly<Record<number, WatchlistMessageKey>> = {
  [-8201]: 'watchlist.nameRequired',
  [-8202]: 'watchlist.nameTooLong',
  [-8203]: 'watchlist.tooMany',
  [-8204]: 'watchlist.nameExists',
  [-8205]: 'watchlist.defaultLocked',
  [-8206]: 'watchlist.notFound',
  [-8207]: 'watchlist.full',
  [-8208]: 'watchlist.symbolExists',
};
