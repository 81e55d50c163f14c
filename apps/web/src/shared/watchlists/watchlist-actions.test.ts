import { beforeEach, describe, expect, it } from 'vitest';
import { addSymbolToWatchlist, highlightStore } from './watchlist-actions';
import { defaultWatchlist } from './watchlist-schema';
import { watchlistStore } from './watchlist-store';

beforeEach(() => {
  watchlistStore.set([defaultWatchlist()]);
  highlightStore.set(null);
});

describe('addSymbolToWatchlist', () => {
  it('adds a new symbol in upper case', () => {
    expect(addSymbolToWatchlist('mac-dinh', 'fpt')).toEqual({ ok: true });
    expect(watchlistStore.get()[0]?.value).toEqual(['FPT']);
  });

  it('highlights a symbol already present instead of adding it twice', () => {
    addSymbolToWatchlist('mac-dinh', 'FPT');
    const result = addSymbolToWatchlist('mac-dinh', 'fpt');
    expect(result).toMatchObject({ ok: false, problem: { key: 'watchlist.symbolExists' } });
    expect(highlightStore.get()?.symbol).toBe('FPT');
    expect(watchlistStore.get()[0]?.value).toEqual(['FPT']);
  });

  it('refuses the 101st symbol', () => {
    watchlistStore.set([{ ...defaultWatchlist(), value: Array.from({ length: 100 }, (_, i) => `S${i}`) }]);
    expect(addSymbolToWatchlist('mac-dinh', 'FPT')).toMatchObject({
      ok: false,
      problem: { key: 'watchlist.full' },
    });
  });
});
