import { describe, expect, it } from 'vitest';
import { fillText } from './localized-text.ts';

describe('fillText', () => {
  it.each([
    ['tối đa {max} ký tự', { max: 20 }, 'tối đa 20 ký tự'],
    ['{a} and {b}', { a: 'x', b: 1 }, 'x and 1'],
    ['left {missing}', {}, 'left {missing}'],
    ['plain', undefined, 'plain'],
  ])('%s', (text, values, expected) => {
    expect(fillText(text, values)).toBe(expected);
  });
});
