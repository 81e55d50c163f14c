import type { IndexSnapshot } from '@sen/protocol';
import { describe, expect, it, vi } from 'vitest';
import { createIndexStore } from './index-store';

const snapshot = (code: string, value: number): IndexSnapshot => ({
  code,
  market: 'HSX',
  value,
  reference: 1000,
  change: value - 1000,
  changePct: 0,
  totalVolume: 0,
  totalValue: 0,
  advances: 0,
  declines: 0,
  unchanged: 0,
  time: '10:00:00',
  status: 'O',
});

describe('index store', () => {
  it('notifies once per frame however many updates came', () => {
    const frames: (() => void)[] = [];
    const store = createIndexStore((run) => frames.push(run));
    const listener = vi.fn();
    store.subscribe(listener);
    store.apply([snapshot('10', 1001), snapshot('11', 1300)]);
    store.apply([snapshot('10', 1002)]);
    expect(frames).toHaveLength(1);
    expect(listener).not.toHaveBeenCalled();
    frames[0]?.();
    expect(listener).toHaveBeenCalledTimes(1);
    expect(store.get('10')?.value).toBe(1002);
    expect(store.all().map((index) => index.code)).toEqual(['10', '11']);
  });
});
