import { describe, expect, it } from 'vitest';
import { axisLabels } from './chart-axis';

describe('axisLabels', () => {
  it('labels 09:00, 11:00, 13:00 and 15:00 along the axis', () => {
    expect(axisLabels()).toEqual([
      { seconds: 32_400, at: 0 },
      { seconds: 39_600, at: 1 / 3 },
      { seconds: 46_800, at: 2 / 3 },
      { seconds: 54_000, at: 1 },
    ]);
  });
});
