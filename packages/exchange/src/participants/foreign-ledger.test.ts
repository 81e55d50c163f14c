import { describe, expect, it } from 'vitest';
import { ForeignLedger } from './foreign-ledger.ts';

describe('foreign ledger', () => {
  it('tracks foreign buy and sell volume and value, room used and released', () => {
    const ledger = new ForeignLedger();
    ledger.register('FPT', 49_000, 40_000);
    expect(ledger.get('FPT')?.room).toBe(9_000);
    ledger.fill('FPT', 'B', 100_000, 5_000);
    ledger.fill('FPT', 'S', 101_000, 1_000);
    expect(ledger.get('FPT')).toEqual({
      buyVolume: 5_000,
      sellVolume: 1_000,
      buyValue: 500_000_000,
      sellValue: 101_000_000,
      room: 5_000,
    });
    ledger.fill('FPT', 'B', 100_000, 9_000);
    expect(ledger.get('FPT')?.room).toBe(0);
    ledger.newDay();
    expect(ledger.get('FPT')).toMatchObject({ buyVolume: 0, sellVolume: 0, room: 0 });
    expect(ledger.get('XYZ')).toBeUndefined();
  });
});
