import { describe, expect, it } from 'vitest';
import { defaultWatchlist, type Watchlist } from '@/shared/watchlists/watchlist-schema';
import {
  addList,
  deleteList,
  hasContent,
  removeSymbol,
  renameList,
  reorderList,
  togglePin,
} from './list-changes';

const list = (id: string, name: string, value: string[] = [], pinnedRow: string[] = []): Watchlist => ({
  id,
  name,
  type: 'watchlist',
  value,
  pinnedRow,
  sequence: 1,
});

describe('visitor watchlist changes', () => {
  const start = [defaultWatchlist(), list('a', 'Bank')];

  it('adds a list with its id and path, trimmed', () => {
    const change = addList(start, ' Steel ', 'b');
    expect(change).toMatchObject({ ok: true, id: 'b' });
    if (change.ok)
      expect(change.lists[2]).toMatchObject({
        id: 'b',
        name: 'Steel',
        path: '/home/bang-gia/b',
        type: 'watchlist',
        sequence: 2,
      });
  });

  it.each([
    ['', 'watchlist.nameRequired'],
    ['x'.repeat(21), 'watchlist.nameTooLong'],
    ['bank', 'watchlist.nameExists'],
  ])('refuses the name %j with %s', (name, key) => {
    expect(addList(start, name, 'b')).toMatchObject({ ok: false, problem: { key } });
  });

  it('refuses a 16th list', () => {
    const full = [defaultWatchlist(), ...Array.from({ length: 14 }, (_, i) => list(`l${i}`, `L${i}`))];
    expect(addList(full, 'More', 'x')).toMatchObject({
      ok: false,
      problem: { key: 'watchlist.tooMany', values: { max: 15 } },
    });
  });

  it('renames but never the default list, and keeps the own name allowed', () => {
    expect(renameList(start, 'a', 'BANK')).toMatchObject({ ok: true });
    expect(renameList(start, 'mac-dinh', 'Mine')).toMatchObject({
      ok: false,
      problem: { key: 'watchlist.defaultLocked' },
    });
  });

  it('deletes, refusing the default list and a missing one', () => {
    expect(deleteList(start, 'a')).toMatchObject({
      ok: true,
      lists: [expect.objectContaining({ id: 'mac-dinh' })],
    });
    expect(deleteList(start, 'mac-dinh')).toMatchObject({
      ok: false,
      problem: { key: 'watchlist.defaultLocked' },
    });
    expect(deleteList(start, 'gone')).toMatchObject({ ok: false, problem: { key: 'watchlist.notFound' } });
  });

  it('reorders, pins and removes rows', () => {
    const base = list('a', 'A', ['FPT', 'VNM', 'HPG'], ['HPG']);
    expect(reorderList(base, ['HPG', 'VNM', 'FPT'])).toMatchObject({
      value: ['HPG', 'VNM', 'FPT'],
      pinnedRow: ['HPG'],
    });
    expect(togglePin(base, 'FPT').pinnedRow).toEqual(['HPG', 'FPT']);
    expect(togglePin(base, 'HPG').pinnedRow).toEqual([]);
    expect(removeSymbol(base, 'HPG')).toMatchObject({ value: ['FPT', 'VNM'], pinnedRow: [] });
  });

  it('offers for merge only lists with content', () => {
    expect(hasContent([defaultWatchlist()])).toBe(false);
    expect(hasContent([{ ...defaultWatchlist(), value: ['FPT'] }])).toBe(true);
    expect(hasContent(start)).toBe(true);
  });
});
