import { describe, expect, it } from 'vitest';
import { SESSION_LABEL_TEXTS, sessionLabel, sessionStatusCode } from './session-labels.ts';
import { phaseAt } from './sessions.ts';

describe('sessionLabel (spec §4)', () => {
  it.each([
    ['10', 'P', '09:05:00', 'preOpen'],
    ['11', 'P', '09:05:00', 'preOpen'],
    ['10', undefined, '09:30:00', 'preOpen'],
    ['10', '', '09:59:59', 'preOpen'],
    ['10', undefined, '10:00:00', 'opened'],
    ['10', 'I', '12:00:00', 'intermission'],
    ['10', 'A', '14:35:00', 'atc'],
    ['10', 'C', '14:50:00', 'putThrough'],
    ['10', '99', '15:10:00', 'closed'],
    ['10', 'K', '15:10:00', 'closed'],
    ['10', 'O', '10:00:00', 'opened'],
    ['HSX', 'O', '10:00:00', 'opened'],
    ['02', 'I', '12:00:00', 'intermission'],
    ['02', 'A', '14:35:00', 'atc'],
    ['02', 'C', '14:50:00', 'plo'],
    ['02', 'K', '12:00:00', 'plo'],
    ['02', 'K', '15:00:00', 'closed'],
    ['02', 'C', '11:00:00', 'closed'],
    ['02', 'O', '10:00:00', 'opened'],
    ['02', 'P', '08:30:00', 'closed'],
    ['12', 'O', '10:00:00', 'opened'],
    ['03', 'I', '12:00:00', 'intermission'],
    ['03', 'O', '14:50:00', 'opened'],
    ['03', 'A', '14:35:00', 'closed'],
    ['03', 'K', '16:00:00', 'closed'],
    ['DERIV', 'P', '08:50:00', 'preOpen'],
  ])('market %s status %s at %s -> %s', (market, status, time, label) => {
    expect(sessionLabel(market, status, time)).toBe(label);
  });
});

describe('status codes Sen sends read back as the right label', () => {
  it.each([
    ['HSX', '08:30:00', 'preOpen'],
    ['HSX', '09:10:00', 'preOpen'],
    ['HSX', '10:00:00', 'opened'],
    ['HSX', '12:00:00', 'intermission'],
    ['HSX', '14:40:00', 'atc'],
    ['HSX', '14:50:00', 'putThrough'],
    ['HSX', '15:30:00', 'closed'],
    ['HNX', '08:30:00', 'closed'],
    ['HNX', '09:30:00', 'opened'],
    ['HNX', '14:40:00', 'atc'],
    ['HNX', '14:50:00', 'plo'],
    ['HNX', '15:30:00', 'closed'],
    ['UPCOM', '14:50:00', 'opened'],
    ['UPCOM', '15:30:00', 'closed'],
    ['DERIV', '08:50:00', 'preOpen'],
    ['DERIV', '14:50:00', 'closed'],
  ] as const)('%s at %s -> %s', (market, time, label) => {
    expect(sessionLabel(market, sessionStatusCode(phaseAt(market, time)), time)).toBe(label);
  });
  it('has a text in both languages for every label', () => {
    for (const text of Object.values(SESSION_LABEL_TEXTS)) expect(text.vi && text.en).toBeTruthy();
  });
});
