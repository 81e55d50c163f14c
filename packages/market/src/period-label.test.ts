import { describe, expect, it } from 'vitest';
import { periodLabel } from './period-label.ts';

describe('periodLabel', () => {
  it('writes quarters as Qn/yyyy and keeps years', () => {
    expect(periodLabel('2026-Q3')).toBe('Q3/2026');
    expect(periodLabel('2025')).toBe('2025');
  });
});
