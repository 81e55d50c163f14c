import { renderHook } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { useFocusReturn } from './use-focus-return';

describe('useFocusReturn', () => {
  it('fires only after an absence longer than the threshold', () => {
    let time = 0;
    const now = () => time;
    const onReturn = vi.fn();
    renderHook(() => useFocusReturn(60_000, onReturn, now));
    window.dispatchEvent(new Event('blur'));
    time = 30_000;
    window.dispatchEvent(new Event('focus'));
    expect(onReturn).not.toHaveBeenCalled();
    window.dispatchEvent(new Event('blur'));
    time = 91_000;
    window.dispatchEvent(new Event('focus'));
    expect(onReturn).toHaveBeenCalledTimes(1);
  });

  it('still fires when the component renders again while the window is away', () => {
    let time = 1_000;
    const clock = vi.spyOn(performance, 'now').mockImplementation(() => time);
    const onReturn = vi.fn();
    const { rerender } = renderHook(() => useFocusReturn(60_000, onReturn));
    window.dispatchEvent(new Event('blur'));
    time += 61_000;
    rerender();
    window.dispatchEvent(new Event('focus'));
    expect(onReturn).toHaveBeenCalledTimes(1);
    clock.mockRestore();
  });
});
