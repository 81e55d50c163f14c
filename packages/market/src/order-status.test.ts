import { describe, expect, it } from 'vitest';
import { ORDER_LIST_TEXTS, ORDER_STATUS_TEXTS, canEditOrCancel, orderStatusOf } from './order-status.ts';

describe('canEditOrCancel (spec §4)', () => {
  it.each([
    ['P', 0, 100, true],
    ['PW', 0, 100, false],
    ['C', 0, 100, true],
    ['PC', 0, 100, true],
    ['M', 100, 300, true],
    ['M', 300, 300, false],
    ['MW', 100, 300, false],
    ['X', 100, 300, false],
    ['R', 0, 100, false],
    ['p', 0, 100, true],
    ['Q', 0, 100, false],
  ])('%s matched %d of %d -> %s', (status, matchedVolume, volume, expected) => {
    expect(canEditOrCancel({ status, matchedVolume, volume })).toBe(expected);
  });
});

describe('orderStatusOf', () => {
  it.each([
    ['P', 0, 'confirm'],
    ['PW', 0, 'pendingCancel'],
    ['MW', 100, 'pendingCancel'],
    ['PV', 0, 'pendingEdit'],
    ['M', 100, 'partlyMatched'],
    ['M', 300, 'matched'],
    ['X', 100, 'canceled'],
    ['C', 0, 'amended'],
    ['R', 0, 'rejected'],
    ['Q', 0, 'reserved'],
    ['S', 0, 'sent'],
    ['E', 0, 'error'],
    ['D', 0, 'expired'],
    ['Z', 0, undefined],
  ])('%s matched %d of 300 -> %s', (status, matchedVolume, expected) => {
    expect(orderStatusOf({ status, matchedVolume, volume: 300 })).toBe(expected);
  });
  it('has texts for every status and list', () => {
    expect(Object.keys(ORDER_STATUS_TEXTS)).toHaveLength(12);
    expect(Object.keys(ORDER_LIST_TEXTS)).toEqual(['today', 'nextSession', 'conditional', 'history']);
  });
});
