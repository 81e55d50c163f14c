import { describe, expect, it } from 'vitest';
import { pageOf } from './paging.ts';

describe('pageOf', () => {
  const rows = Array.from({ length: 45 }, (_, i) => ({ n: i + 1 }));

  it('slices a page, counts the whole list and marks items simulated', () => {
    const page = pageOf(rows, 3, 20);
    expect(page).toMatchObject({ page: 3, size: 20, total: 45, simulated: true });
    expect(page.items.map((item) => item.n)).toEqual([41, 42, 43, 44, 45]);
    expect(page.items.every((item) => item.simulated)).toBe(true);
  });

  it('gives an empty page past the end', () => {
    expect(pageOf(rows, 4, 20).items).toEqual([]);
  });
});
