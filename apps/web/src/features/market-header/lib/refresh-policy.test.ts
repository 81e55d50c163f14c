import { describe, expect, it } from 'vitest';
import { miniChartRefetchInterval } from './refresh-policy';

const at = (time: string) => Date.parse(`2026-03-02T${time}:00+07:00`);

describe('miniChartRefetchInterval', () => {
  it.each([
    ['08:00', 300_000],
    ['10:30', 300_000],
    ['14:59', 300_000],
    ['15:00', 17 * 3600_000],
    ['07:00', 3600_000],
    ['07:59:30'.slice(0, 5), 60_000],
  ])('at %s market time waits %d ms', (time, expected) => {
    expect(miniChartRefetchInterval(at(time))).toBe(expected);
  });

  it('retries in a minute before the clock is known', () => {
    expect(miniChartRefetchInterval(null)).toBe(60_000);
  });
});
