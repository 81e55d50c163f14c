import { describe, expect, it } from 'vitest';
import { isPutThroughOpen, nextPhaseChange, phaseAt, slotAt } from './sessions.ts';
import { parseTimeOfDay, timeOfDayText } from './time-of-day.ts';

describe('phaseAt', () => {
  it.each([
    ['HSX', '07:59:59', 'CLOSED'],
    ['HSX', '08:30:00', 'PRE_OPEN'],
    ['HSX', '09:00:00', 'ATO'],
    ['HSX', '09:14:59', 'ATO'],
    ['HSX', '09:15:00', 'CONTINUOUS'],
    ['HSX', '11:29:59', 'CONTINUOUS'],
    ['HSX', '11:30:00', 'LUNCH'],
    ['HSX', '13:00:00', 'CONTINUOUS'],
    ['HSX', '14:30:00', 'ATC'],
    ['HSX', '14:45:00', 'PUT_THROUGH'],
    ['HSX', '15:00:00', 'CLOSED'],
    ['HNX', '09:00:00', 'CONTINUOUS'],
    ['HNX', '14:30:00', 'ATC'],
    ['HNX', '14:45:00', 'PLO'],
    ['HNX', '14:59:59', 'PLO'],
    ['HNX', '15:00:00', 'CLOSED'],
    ['UPCOM', '09:00:00', 'CONTINUOUS'],
    ['UPCOM', '12:00:00', 'LUNCH'],
    ['UPCOM', '14:40:00', 'CONTINUOUS'],
    ['UPCOM', '14:59:59', 'CONTINUOUS'],
    ['UPCOM', '15:00:00', 'CLOSED'],
    ['DERIV', '08:44:59', 'PRE_OPEN'],
    ['DERIV', '08:45:00', 'ATO'],
    ['DERIV', '09:00:00', 'CONTINUOUS'],
    ['DERIV', '14:30:00', 'ATC'],
    ['DERIV', '14:45:00', 'CLOSED'],
    ['HSX', '23:59:59', 'CLOSED'],
  ] as const)('%s at %s is %s', (market, time, phase) => {
    expect(phaseAt(market, time)).toBe(phase);
  });
  it('accepts seconds of day and HH:MM', () => {
    expect(phaseAt('HSX', 9 * 3600 + 20 * 60)).toBe('CONTINUOUS');
    expect(phaseAt('HSX', '09:20')).toBe('CONTINUOUS');
    expect(slotAt('HSX', '16:00:00')).toBeUndefined();
  });
  it('finds the next phase change', () => {
    expect(nextPhaseChange('HSX', '09:05:00')).toBe(parseTimeOfDay('09:15'));
    expect(nextPhaseChange('HNX', '14:50:00')).toBe(parseTimeOfDay('15:00'));
    expect(nextPhaseChange('HNX', '15:00:00')).toBeUndefined();
  });
});

describe('isPutThroughOpen', () => {
  it.each([
    ['HSX', '08:59:59', false],
    ['HSX', '09:00:00', true],
    ['HSX', '12:00:00', false],
    ['HSX', '14:50:00', true],
    ['HSX', '15:00:00', false],
    ['HNX', '14:50:00', true],
    ['UPCOM', '10:00:00', true],
    ['DERIV', '08:45:00', true],
    ['DERIV', '14:45:00', false],
  ] as const)('%s at %s -> %s', (market, time, open) => {
    expect(isPutThroughOpen(market, time)).toBe(open);
  });
});

describe('time of day', () => {
  it.each([
    ['09:15', 33_300],
    ['9:15:30', 33_330],
    ['00:00:00', 0],
  ])('%s is %d s', (text, seconds) => {
    expect(parseTimeOfDay(text)).toBe(seconds);
  });
  it.each(['9', '09:60', '25:00', '24:30', 'ab:cd', '09:15:61'])('rejects %s', (text) => {
    expect(() => parseTimeOfDay(text)).toThrow(RangeError);
  });
  it('prints HH:MM:SS', () => {
    expect(timeOfDayText(33_330)).toBe('09:15:30');
  });
});
