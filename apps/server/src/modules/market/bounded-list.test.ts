import { describe, expect, it } from 'vitest';
import { BoundedList } from './bounded-list.ts';

describe('BoundedList', () => {
  it('keeps the latest items in order once full', () => {
    const list = new BoundedList<number>(3);
    for (let i = 1; i <= 5; i += 1) list.push(i);
    expect(list.size).toBe(3);
    expect(list.toArray()).toEqual([3, 4, 5]);
    expect(list.latest(2)).toEqual([5, 4]);
  });

  it('clears', () => {
    const list = new BoundedList<string>(2);
    list.push('a');
    list.clear();
    expect(list.toArray()).toEqual([]);
    list.push('b');
    expect(list.toArray()).toEqual(['b']);
  });
});
