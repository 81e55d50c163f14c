import { describe, expect, it } from 'vitest';
import { worldIndexes } from './world-indexes.ts';

describe('world indexes', () => {
  it('are a deterministic series per seed and day, near their levels', () => {
    const t = Date.UTC(2026, 10, 23, 3);
    expect(worldIndexes(1, t)).toEqual(worldIndexes(1, t));
    expect(worldIndexes(1, t)).not.toEqual(worldIndexes(2, t));
    const [dow] = worldIndexes(1, t);
    expect(dow?.index).toBe('Dow 30');
    expect(dow!.last).toBeGreaterThan(20_000);
    expect(Math.abs(dow!.changePercent)).toBeLessThan(10);
    expect(worldIndexes(1, t + 86_400_000)[0]?.last).not.toBe(dow?.last);
  });
});
