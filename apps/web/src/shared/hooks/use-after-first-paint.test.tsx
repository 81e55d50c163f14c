import { renderHook, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useAfterFirstPaint } from './use-after-first-paint';

describe('useAfterFirstPaint', () => {
  it('is false in the first render and true once a frame has been painted, for later callers at once', async () => {
    const first = renderHook(() => useAfterFirstPaint());
    expect(first.result.current).toBe(false);
    await waitFor(() => expect(first.result.current).toBe(true));
    const later = renderHook(() => useAfterFirstPaint());
    expect(later.result.current).toBe(true);
  });
});
