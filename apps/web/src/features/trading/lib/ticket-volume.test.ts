import { describe, expect, it } from 'vitest';
import { quickVolume, stepVolume } from './ticket-volume';

describe('ticket volumes', () => {
  it('takes a share of the maximum in whole lots', () => {
    expect(quickVolume(1_250, 50, 'stock')).toBe(600);
    expect(quickVolume(1_250, 100, 'stock')).toBe(1_200);
    expect(quickVolume(90, 25, 'stock')).toBe(0);
    expect(quickVolume(7, 50, 'future')).toBe(3);
  });

  it('steps by lots, never under one lot', () => {
    expect(stepVolume(150, 1, 'stock')).toBe(200);
    expect(stepVolume(150, -1, 'stock')).toBe(100);
    expect(stepVolume(100, -1, 'stock')).toBe(100);
    expect(stepVolume(0, 1, 'stock')).toBe(100);
    expect(stepVolume(3, -1, 'future')).toBe(2);
    expect(stepVolume(1, -1, 'future')).toBe(1);
  });
});
