import { describe, expect, it } from 'vitest';
import {
  allowedOrderTypes,
  canAmendOrCancelInPhase,
  isMatchingPhase,
  isOrderTypeAllowedInPhase,
} from './session-rules.ts';
import { PHASES } from './sessions.ts';

describe('allowedOrderTypes', () => {
  it.each([
    ['HSX', 'PRE_OPEN', 'board', []],
    ['HSX', 'ATO', 'board', ['LO', 'ATO']],
    ['HSX', 'ATO', 'odd', ['LO']],
    ['HSX', 'CONTINUOUS', 'board', ['LO', 'MTL', 'MP']],
    ['HSX', 'LUNCH', 'board', []],
    ['HSX', 'ATC', 'board', ['LO', 'ATC']],
    ['HSX', 'PUT_THROUGH', 'board', []],
    ['HNX', 'CONTINUOUS', 'board', ['LO', 'MTL', 'MOK', 'MAK']],
    ['HNX', 'CONTINUOUS', 'odd', ['LO']],
    ['HNX', 'ATC', 'odd', ['LO']],
    ['HNX', 'PLO', 'board', ['PLO']],
    ['HNX', 'PLO', 'odd', []],
    ['UPCOM', 'CONTINUOUS', 'board', ['LO']],
    ['UPCOM', 'ATC', 'board', []],
    ['DERIV', 'ATO', 'board', ['LO', 'ATO']],
    ['DERIV', 'CONTINUOUS', 'board', ['LO', 'MTL', 'MOK', 'MAK']],
    ['DERIV', 'ATC', 'board', ['LO', 'ATC']],
    ['DERIV', 'CLOSED', 'board', []],
  ] as const)('%s %s %s -> %j', (market, phase, lot, types) => {
    expect(allowedOrderTypes(market, phase, lot)).toEqual(types);
  });
  it('answers single checks', () => {
    expect(isOrderTypeAllowedInPhase('UPCOM', 'CONTINUOUS', 'board', 'MTL')).toBe(false);
    expect(isOrderTypeAllowedInPhase('HNX', 'PLO', 'board', 'PLO')).toBe(true);
  });
});

describe('phase permissions', () => {
  const table = {
    PRE_OPEN: [false, false],
    ATO: [false, true],
    CONTINUOUS: [true, true],
    LUNCH: [false, false],
    ATC: [false, true],
    PLO: [false, true],
    PUT_THROUGH: [false, false],
    CLOSED: [false, false],
  } as const;
  it.each(PHASES)('%s', (phase) => {
    expect([canAmendOrCancelInPhase(phase), isMatchingPhase(phase)]).toEqual(table[phase]);
  });
});
