// One refId per filled-in request until it is made: the same body keeps it across sends (a reply
// that never came), another body gets a new one, and after `made` the same body gets a new one.
import { renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useUnmadeRefId } from './use-unmade-ref-id';

describe('useUnmadeRefId', () => {
  it('keeps the refId of an unmade request and gives a new one once it is made', () => {
    let n = 0;
    const newRefId = () => `r${(n += 1)}`;
    const { result, rerender } = renderHook(() => useUnmadeRefId(newRefId));
    const body = { to: 'M000001', amount: 1_000_000 };
    expect(result.current.of(body)).toBe('r1');
    rerender();
    expect(result.current.of({ ...body })).toBe('r1'); // sent again: the same request
    expect(result.current.of({ ...body, amount: 2_000_000 })).toBe('r2'); // changed: another request
    expect(result.current.of(body)).toBe('r3');
    result.current.made();
    expect(result.current.of(body)).toBe('r4'); // made: the same again is a new one
  });
});
