import { describe, expect, it } from 'vitest';
import { phaseStartOf, reservedSession } from './reserved-session.ts';
import { at } from './reserved-test-support.ts';

const MONDAY = '2026-01-05';
const FRIDAY = '2026-01-09';

describe('reservedSession', () => {
  it('before the open and in the lunch break: today, from the next phase on', () => {
    expect(reservedSession('HSX', at('08:41'), MONDAY)).toEqual({
      date: MONDAY,
      phases: ['ATO', 'CONTINUOUS', 'LUNCH', 'CONTINUOUS', 'ATC', 'PUT_THROUGH'],
    });
    expect(reservedSession('HNX', at('12:00'), MONDAY)).toEqual({
      date: MONDAY,
      phases: ['CONTINUOUS', 'ATC', 'PLO'],
    });
    expect(reservedSession('DERIV', at('08:44:59'), MONDAY).phases[0]).toBe('ATO');
  });

  it('once the last matching phase has begun, and after the close: the next trading day, whole', () => {
    expect(reservedSession('HSX', at('14:35'), MONDAY)).toEqual({
      date: '2026-01-06',
      phases: ['PRE_OPEN', 'ATO', 'CONTINUOUS', 'LUNCH', 'CONTINUOUS', 'ATC', 'PUT_THROUGH'],
    });
    expect(reservedSession('UPCOM', at('16:00', FRIDAY), FRIDAY).date).toBe('2026-01-12');
    // Saturday, the exchange still on Friday's date: Monday.
    expect(reservedSession('HNX', at('10:00', '2026-01-10'), FRIDAY).date).toBe('2026-01-12');
    // Started on a Sunday: the exchange's date is Monday already.
    expect(reservedSession('HNX', at('10:00', '2026-01-11'), '2026-01-12').date).toBe('2026-01-12');
  });
});

describe('phaseStartOf', () => {
  it('is when the phase in force began on the market date, from the timetable', () => {
    expect(phaseStartOf('HSX', 'CONTINUOUS', at('10:05'))).toBe(at('09:15'));
    expect(phaseStartOf('HSX', 'CONTINUOUS', at('13:00'))).toBe(at('13:00'));
    expect(phaseStartOf('HNX', 'PLO', at('14:56'))).toBe(at('14:45'));
    expect(phaseStartOf('DERIV', 'ATO', at('08:50', FRIDAY))).toBe(at('08:45', FRIDAY));
  });

  it('is undefined when the timetable has another phase then (the market closed)', () => {
    expect(phaseStartOf('HSX', 'CLOSED', at('15:30'))).toBeUndefined();
    expect(phaseStartOf('HSX', 'CONTINUOUS', at('12:00'))).toBeUndefined();
  });
});
