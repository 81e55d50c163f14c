import { describe, expect, it } from 'vitest';
import { chartSlots, slotTime } from './chart-points';

const day = Date.parse('2026-03-02T00:00:00+07:00') / 1000;
const at = (slots: ReturnType<typeof chartSlots>, hhmm: string) => {
  const [h, m] = hhmm.split(':').map(Number);
  return slots.find((slot) => slot.time === day + ((h ?? 0) * 60 + (m ?? 0)) * 60);
};

describe('chartSlots', () => {
  const points = [
    { time: '09:00', close: 1250, volume: 10 },
    { time: '09:03', close: 1252, volume: 5 },
    { time: '11:30', close: 1255, volume: 5 },
    { time: '13:00', close: 1254, volume: 5 },
    { time: '13:02', close: 1256, volume: 5 },
  ];
  const slots = chartSlots(points, day);

  it('spans 09:00 to 15:00, one slot per minute', () => {
    expect(slots).toHaveLength(361);
    expect(slots[0]?.time).toBe(day + 540 * 60);
    expect(slots.at(-1)?.time).toBe(day + 900 * 60);
  });

  it('carries a quiet minute forward and leaves the lunch break and the future empty', () => {
    expect(at(slots, '09:01')).toEqual({ time: expect.any(Number), value: 1250 });
    expect(at(slots, '09:03')).toMatchObject({ value: 1252 });
    expect(at(slots, '11:30')).toMatchObject({ value: 1255 });
    expect(at(slots, '11:31')).not.toHaveProperty('value');
    expect(at(slots, '12:59')).not.toHaveProperty('value');
    expect(at(slots, '13:00')).toMatchObject({ value: 1254 });
    expect(at(slots, '13:03')).not.toHaveProperty('value');
  });

  it('places live minutes only on the axis outside lunch', () => {
    expect(slotTime(day, 600)).toBe(day + 36_000);
    expect(slotTime(day, 700)).toBeNull();
    expect(slotTime(day, 901)).toBeNull();
  });
});
