// Visitor mode: the lists change in the browser (local storage `category`) by the spec §5 rules,
// deciding on what the browser holds now (another tab may have changed it).
import { beforeEach, describe, expect, it } from 'vitest';
import { defaultWatchlist, WATCHLIST_STORAGE_KEY } from '@/shared/watchlists/watchlist-schema';
import { showLocalWatchlists, watchlistStore } from '@/shared/watchlists/watchlist-store';
import { addWatchlist, deleteWatchlist, renameWatchlist } from './watchlist-service';

const storedNames = () =>
  (JSON.parse(localStorage.getItem(WATCHLIST_STORAGE_KEY) ?? '[]') as { name: string }[]).map(
    (list) => list.name,
  );

beforeEach(() => {
  localStorage.setItem(WATCHLIST_STORAGE_KEY, JSON.stringify([defaultWatchlist()]));
  showLocalWatchlists();
});

describe('visitor watchlists', () => {
  it('adds with a generated id, renames and deletes, kept in local storage', async () => {
    const added = await addWatchlist('/trading', 'Bank');
    expect(added).toMatchObject({ ok: true, id: expect.stringMatching(/^[A-Za-z0-9]{23}$/) });
    if (!added.ok) return;
    expect(storedNames()).toEqual(['', 'Bank']);
    expect(await renameWatchlist('/trading', added.id, 'Banks')).toMatchObject({ ok: true });
    expect(storedNames()).toEqual(['', 'Banks']);
    expect(await deleteWatchlist('/trading', added.id)).toMatchObject({ ok: true });
    expect(watchlistStore.get().map((list) => list.id)).toEqual(['mac-dinh']);
  });

  it('refuses by the rules, and a list another tab already deleted', async () => {
    expect(await addWatchlist('/trading', ' ')).toMatchObject({
      ok: false,
      problem: { key: 'watchlist.nameRequired' },
    });
    expect(await deleteWatchlist('/trading', 'mac-dinh')).toMatchObject({
      ok: false,
      problem: { key: 'watchlist.defaultLocked' },
    });
    const added = await addWatchlist('/trading', 'Gone');
    if (!added.ok) throw new Error('not added');
    localStorage.setItem(WATCHLIST_STORAGE_KEY, JSON.stringify([defaultWatchlist()]));
    expect(await deleteWatchlist('/trading', added.id)).toMatchObject({
      ok: false,
      problem: { key: 'watchlist.notFound' },
    });
    expect(watchlistStore.get().map((list) => list.id)).toEqual(['mac-dinh']);
  });
});
