import { DEFAULT_WATCHLIST_ID, WATCHLIST_LIMITS } from './limits.ts';
import type { LocalizedText } from './localized-text.ts';

/** Keys of the watchlist messages of spec §5. */
export type WatchlistMessageKey =
  | 'watchlist.nameRequired'
  | 'watchlist.nameTooLong'
  | 'watchlist.tooMany'
  | 'watchlist.nameExists'
  | 'watchlist.defaultLocked'
  | 'watchlist.notFound'
  | 'watchlist.full'
  | 'watchlist.symbolExists';

/** Texts of the watchlist messages; `{max}` and `{name}` are filled by `fillText`. */
export const WATCHLIST_MESSAGES: Readonly<Record<WatchlistMessageKey, LocalizedText>> = {
  'watchlist.nameRequired': { vi: 'Trường này không được để trống', en: 'This field must not be empty' },
  'watchlist.nameTooLong': { vi: 'Nhập tối đa {max} ký tự', en: 'Enter at most {max} characters' },
  'watchlist.tooMany': {
    vi: 'Chỉ được thêm tối đa {max} danh mục',
    en: 'You can add at most {max} categories',
  },
  'watchlist.nameExists': { vi: 'Danh mục đã tồn tại: {name}', en: 'This category already exists: {name}' },
  'watchlist.defaultLocked': {
    vi: 'Không thể xóa hoặc đổi tên danh mục mặc định',
    en: 'The default category cannot be deleted or renamed',
  },
  'watchlist.notFound': { vi: 'Không thể xóa danh mục này', en: 'This category cannot be deleted' },
  'watchlist.full': { vi: 'Danh mục chỉ chứa tối đa {max} mã', en: 'A category holds at most {max} codes' },
  'watchlist.symbolExists': { vi: 'Mã {name} đã có trong danh mục', en: '{name} is already in the category' },
};

/** A watchlist problem: a message key and the values of its placeholders. */
export interface WatchlistProblem {
  readonly key: WatchlistMessageKey;
  readonly values?: Readonly<Record<string, string | number>>;
}

/** The default list's name as the app shows it (vi, en); its stored name is empty. */
export const DEFAULT_WATCHLIST_NAMES = ['Mặc định', 'Default'] as const;

/**
 * Checks a new or renamed watchlist's name: required, at most 20 characters, not already used
 * (case-insensitive), nor the default list's name; undefined when it is fine.
 * @example validateWatchlistName(' ', []) // { key: 'watchlist.nameRequired' }
 */
export function validateWatchlistName(
  name: string,
  existingNames: readonly string[],
): WatchlistProblem | undefined {
  const trimmed = name.trim();
  if (trimmed === '') return { key: 'watchlist.nameRequired' };
  if (trimmed.length > WATCHLIST_LIMITS.maxNameLength)
    return { key: 'watchlist.nameTooLong', values: { max: WATCHLIST_LIMITS.maxNameLength } };
  const lower = trimmed.toLocaleLowerCase('vi');
  // The default list is shown by its name in either language: no other list may read the same.
  const taken = [...existingNames, ...DEFAULT_WATCHLIST_NAMES];
  if (taken.some((existing) => existing.trim().toLocaleLowerCase('vi') === lower)) {
    return { key: 'watchlist.nameExists', values: { name: trimmed } };
  }
  return undefined;
}

/** Checks that one more watchlist may be added to the user's `count` lists. */
export function checkCanAddWatchlist(count: number): WatchlistProblem | undefined {
  return count >= WATCHLIST_LIMITS.maxLists
    ? { key: 'watchlist.tooMany', values: { max: WATCHLIST_LIMITS.maxLists } }
    : undefined;
}

/** Checks that a watchlist may be deleted or renamed: not the default one, and present in `ids`. */
export function checkCanChangeWatchlist(id: string, ids: readonly string[]): WatchlistProblem | undefined {
  if (id === DEFAULT_WATCHLIST_ID) return { key: 'watchlist.defaultLocked' };
  return ids.includes(id) ? undefined : { key: 'watchlist.notFound' };
}

/**
 * Checks adding a symbol: already present (the board then scrolls to it and highlights it) or the
 * list is full at 100.
 * @example checkCanAddSymbol(['FPT'], 'fpt') // { key: 'watchlist.symbolExists', values: { name: 'FPT' } }
 */
export function checkCanAddSymbol(symbols: readonly string[], symbol: string): WatchlistProblem | undefined {
  const code = symbol.trim().toUpperCase();
  if (symbols.includes(code)) return { key: 'watchlist.symbolExists', values: { name: code } };
  return symbols.length >= WATCHLIST_LIMITS.maxSymbols
    ? { key: 'watchlist.full', values: { max: WATCHLIST_LIMITS.maxSymbols } }
    : undefined;
}
