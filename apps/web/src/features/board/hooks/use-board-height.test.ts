import { describe, expect, it } from 'vitest';
import { boardOffset, estimatedBoardHeight } from './use-board-height';

describe('board layout heights (spec §2)', () => {
  it.each([
    ['standard', 1, 348],
    ['standard', 2, 248],
    ['standard', 3, 203],
    ['derivatives', 1, 470],
    ['derivatives', 3, 325],
    ['negotiated', 1, 375],
    ['negotiated', 2, 275],
  ] as const)('%s board with header type %i leaves %i px', (layout, typeIndex, offset) => {
    expect(boardOffset(layout, typeIndex)).toBe(offset);
  });

  it('a collapsed header gives the board its whole height, whatever its layout', () => {
    expect(boardOffset('standard', 1, true)).toBe(141);
    expect(boardOffset('standard', 3, true)).toBe(141);
    expect(boardOffset('derivatives', 2, true)).toBe(263);
  });

  it.each([
    ['calc(100vh - 348px)', 552],
    ['min(704px, calc(100vh - 470px))', 430],
    ['min(300px, calc(100vh - 470px))', 300],
    ['calc(100vh - 1000px)', 0],
    ['100%', 900],
  ])('%s is %i px high in a 900 px window before it is laid out', (css, px) => {
    expect(estimatedBoardHeight(css, 900)).toBe(px);
  });
});
