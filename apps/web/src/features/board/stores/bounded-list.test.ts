import { describe, expect, it, vi } from 'vitest';
import { createBoundedList } from './bounded-list';

describe('bounded list', () => {
  it('keeps the newest items first within the limit and announces a burst once', () => {
    const runs: (() => void)[] = [];
    const list = createBoundedList<number>(3, (run) => runs.push(run));
    const listener = vi.fn();
    list.subscribe(listener);
    list.reset([3, 2, 1, 0]);
    expect(list.get()).toEqual([3, 2, 1]);
    list.add(4);
    list.add(5);
    expect(list.get()).toEqual([5, 4, 3]);
    expect(runs).toHaveLength(1);
    runs[0]!();
    expect(listener).toHaveBeenCalledTimes(2);
  });
});
