import { describe, expect, it } from 'vitest';
import { formatConversionRatio, formatGearing } from './format-warrant.ts';

describe('warrant formatting', () => {
  it.each([
    [15, '15.00x'],
    [22.987, '22.99x'],
    [1234.5, '1,234.50x'],
  ])('gearing %d reads %s', (gearing, text) => expect(formatGearing(gearing)).toBe(text));
  it.each([
    [5, '5:1'],
    [1.74, '1.74:1'],
    [2.94161, '2.9416:1'],
  ])('ratio %d reads %s', (ratio, text) => expect(formatConversionRatio(ratio)).toBe(text));
});
