import { describe, expect, it } from 'vitest';
import { parseWatchlists } from './watchlist-schema';

describe('parseWatchlists', () => {
  it('always holds the default watchlist', () => {
    expect(parseWatchlists(null).map((list) => list.id)).toEqual(['mac-dinh']);
    expect(parseWatchlists('garbage').map((list) => list.id)).toEqual(['mac-dinh']);
  });

  it('keeps valid watchlists and drops malformed entries and groups', () => {
    const raw = JSON.stringify([
      { id: 'mac-dinh', name: 'Mặc định', type: 'watchlist', value: ['FPT'] },
      { id: 'w-1', name: 'Ngân hàng', type: 'watchlist', value: ['VCB', 'TCB'], pinnedRow: ['VCB'] },
      { id: 'nganh-thep', name: 'Thép', type: 'group', value: [] },
      { name: 'no id' },
    ]);
    const lists = parseWatchlists(raw);
    expect(lists.map((list) => list.id)).toEqual(['mac-dinh', 'w-1']);
    expect(lists[1]?.pinnedRow).toEqual(['VCB']);
  });
});
