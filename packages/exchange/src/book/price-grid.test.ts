import { describe, expect, it } from 'vitest';
import { tickSize } from '@sen/market';
import { PriceGrid } from './price-grid.ts';

describe('PriceGrid', () => {
  const hose = PriceGrid.fromBand(8_840, 10_150, (price) => tickSize('HSX', 'stock', price));

  it('walks the HOSE ladder across the 10,000 VND tick change', () => {
    expect(hose.floor).toBe(8_840);
    expect(hose.ceiling).toBe(10_150);
    expect(hose.priceAt(hose.indexOf(9_990) + 1)).toBe(10_000);
    expect(hose.priceAt(hose.indexOf(10_000) + 1)).toBe(10_050);
    expect(hose.size).toBe((10_000 - 8_840) / 10 + 1 + 3);
  });

  it.each([
    [8_830, -1, 'below the floor'],
    [10_200, -1, 'above the ceiling'],
    [10_010, -1, 'off the 50 VND tick above 10,000'],
    [9_995, -1, 'off the 10 VND tick'],
    [8_840, 0, 'the floor'],
  ])('indexOf(%i) is %i (%s)', (price, index) => {
    expect(hose.indexOf(price)).toBe(index);
  });

  it('maps every grid price back to its index', () => {
    for (let i = 0; i < hose.size; i += 1) expect(hose.indexOf(hose.priceAt(i))).toBe(i);
  });

  it('has a one-price grid for the PLO book', () => {
    const single = PriceGrid.single(15_000);
    expect(single.size).toBe(1);
    expect(single.indexOf(15_000)).toBe(0);
    expect(single.indexOf(15_100)).toBe(-1);
  });
});
