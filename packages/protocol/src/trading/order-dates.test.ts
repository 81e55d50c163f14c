import { describe, expect, it } from 'vitest';
import { newConditionalOrderCommand } from './conditional-orders.ts';
import { orderListCommand } from './orders.ts';

const conditional = (p9: string) => ({
  p1: '0000011',
  p2: 'FPT',
  p3: 'S',
  p4: 'stopLoss',
  p5: 109_800,
  p6: 109_800,
  p7: 100,
  p8: '123456',
  p9,
});

describe('dates of the order commands', () => {
  it('a conditional order lasts until a real calendar day', () => {
    expect(newConditionalOrderCommand.params.safeParse(conditional('2026-11-26')).success).toBe(true);
    expect(newConditionalOrderCommand.params.safeParse(conditional('2028-02-29')).success).toBe(true);
    for (const day of ['2026-13-45', '2026-02-30', '2026-02-29', '2026-00-10', '2026-11-31'])
      expect(newConditionalOrderCommand.params.safeParse(conditional(day)).success, day).toBe(false);
  });

  it('the order history takes real days, the first not after the last', () => {
    const list = (p3?: string, p4?: string) =>
      orderListCommand.params.safeParse({
        p1: '0000011',
        p2: 'history',
        ...(p3 === undefined ? {} : { p3 }),
        ...(p4 === undefined ? {} : { p4 }),
      }).success;
    expect(list()).toBe(true);
    expect(list('2026-11-01')).toBe(true);
    expect(list('2026-11-01', '2026-11-30')).toBe(true);
    expect(list('2026-11-30', '2026-11-30')).toBe(true);
    expect(list('2026-11-30', '2026-11-01')).toBe(false);
    expect(list('2026-13-01', '2026-13-30')).toBe(false);
    expect(list(undefined, '2026-02-30')).toBe(false);
  });
});
