import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useOverscanAfterPaint } from './use-overscan-after-paint';

describe('useOverscanAfterPaint', () => {
  let frames: FrameRequestCallback[] = [];
  beforeEach(() => {
    frames = [];
    vi.useFakeTimers();
    // A frame's callbacks: an id is its place in `frames`; a cancelled one becomes a no-op.
    vi.stubGlobal('requestAnimationFrame', (callback: FrameRequestCallback) => frames.push(callback));
    vi.stubGlobal('cancelAnimationFrame', (id: number) => {
      frames[id - 1] = () => undefined;
    });
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  const byName = ['AAA', 'BBB', 'CCC'];
  const sorted = ['CCC', 'AAA', 'BBB'];

  it('keeps the former order until the frame after the new one is painted', () => {
    const { result, rerender } = renderHook(({ order }) => useOverscanAfterPaint(order, true), {
      initialProps: { order: byName },
    });
    expect(result.current).toBe(byName);
    rerender({ order: sorted });
    expect(result.current).toBe(byName);
    // The frame's requestAnimationFrame runs before its paint: still the former order.
    act(() => frames.shift()?.(0));
    expect(result.current).toBe(byName);
    // The task it posted runs after the paint.
    act(() => vi.runAllTimers());
    expect(result.current).toBe(sorted);
  });

  it('gives the new order at once when disabled (rows that move with their symbol) or the length changed', () => {
    const { result, rerender } = renderHook(({ order, enabled }) => useOverscanAfterPaint(order, enabled), {
      initialProps: { order: byName, enabled: false },
    });
    rerender({ order: sorted, enabled: false });
    expect(result.current).toBe(sorted);
    rerender({ order: ['DDD'], enabled: true });
    expect(result.current).toEqual(['DDD']);
  });

  it('catches up under an order that changes on every frame (a live sort), not put off by each change', () => {
    const { result, rerender } = renderHook(({ order }) => useOverscanAfterPaint(order, true), {
      initialProps: { order: byName },
    });
    rerender({ order: sorted });
    const reorders = [
      ['BBB', 'CCC', 'AAA'],
      ['AAA', 'CCC', 'BBB'],
      ['CCC', 'BBB', 'AAA'],
    ];
    let previous = sorted;
    for (const order of reorders) {
      // A frame is painted, then the stream reorders the rows before the task posted from it runs.
      act(() => frames.splice(0).forEach((callback) => callback(0)));
      rerender({ order });
      act(() => vi.runOnlyPendingTimers());
      // The task binds the order of its time: the overscan is at most a frame behind, never left
      // at the order before the sort while the stream goes on.
      expect([previous, order]).toContain(result.current);
      previous = order;
    }
  });
});
