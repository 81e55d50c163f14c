import { describe, expect, it } from 'vitest';
import {
  displayDateToIso,
  formatDateCode,
  isoToDisplayDate,
  maskDisplayDate,
  toDateCode,
} from './date-codes.ts';

describe('warrant dates', () => {
  it.each([
    ['20/08/2026', '2026-08-20'],
    [' 29/02/2024 ', '2024-02-29'],
    ['29/02/2025', undefined],
    ['31/04/2026', undefined],
    ['2/8/2026', undefined],
    ['2026-08-20', undefined],
  ])('%s -> %s', (text, iso) => {
    expect(displayDateToIso(text)).toBe(iso);
  });
  it.each([
    ['2026-08-20', '20/08/2026'],
    ['2026-08-20T09:00:00+07:00', '20/08/2026'],
    ['2026-13-01', undefined],
    ['20/08/2026', undefined],
  ])('%s -> %s', (iso, text) => {
    expect(isoToDisplayDate(iso)).toBe(text);
  });
  it.each([
    ['20260820', '20/08/2026'],
    ['20260230', undefined],
    ['2026082', undefined],
  ])('date code %s -> %s', (code, text) => {
    expect(formatDateCode(code)).toBe(text);
  });
  it('writes date codes', () => {
    expect(toDateCode('2026-08-20')).toBe('20260820');
  });

  it.each([
    ['', ''],
    ['2', '2'],
    ['20', '20'],
    ['200', '20/0'],
    ['20/08', '20/08'],
    ['2008202', '20/08/202'],
    ['20082026', '20/08/2026'],
    ['20/08/20261', '20/08/2026'],
    ['2a0-08.2026', '20/08/2026'],
  ])('keeps typed %j to dd/mm/yyyy: %j', (typed, shown) => {
    expect(maskDisplayDate(typed)).toBe(shown);
  });
});
