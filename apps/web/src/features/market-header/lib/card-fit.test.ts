import { describe, expect, it } from 'vitest';
import { fitCards } from './card-fit';

describe('index card strip fit', () => {
  it('keeps natural widths without arrows when every card fits', () => {
    expect(fitCards({ width: 1400, count: 5, cardWidth: 264, gap: 4, arrowWidth: 18 })).toEqual({
      overflow: false,
      cardWidth: null,
      visible: 5,
    });
    expect(fitCards({ width: 0, count: 0, cardWidth: 264, gap: 4, arrowWidth: 18 })).toMatchObject({
      overflow: false,
    });
  });

  it('widens a whole number of cards to fill the room between the arrows', () => {
    // 926 px strip: 926 - 2 x 22 = 882 px of room; 3 cards of 264 fit, widened to 291.
    const fit = fitCards({ width: 926, count: 6, cardWidth: 264, gap: 4, arrowWidth: 18 });
    expect(fit).toEqual({ overflow: true, cardWidth: 291, visible: 3 });
    expect(3 * fit.cardWidth! + 2 * 4).toBeLessThanOrEqual(882);
  });

  it('never goes below the natural width, even on a narrow strip', () => {
    expect(fitCards({ width: 200, count: 5, cardWidth: 212, gap: 4, arrowWidth: 18 })).toEqual({
      overflow: true,
      cardWidth: 212,
      visible: 1,
    });
  });
});
