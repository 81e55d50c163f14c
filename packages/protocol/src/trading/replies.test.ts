import { describe, expect, it } from 'vitest';
import { isOkReply } from './envelope.ts';
import { errorReply, isSessionEndingReply, okReply, protocolErrorReply, replyErrorText } from './replies.ts';
import { PROTOCOL_ERROR_CODES } from '@sen/market';

describe('trading replies', () => {
  it('builds ok replies', () => {
    expect(okReply([1, 2])).toEqual({ rc: 1, rs: 'OK', data: [1, 2] });
    expect(isOkReply(okReply(null))).toBe(true);
  });

  it('builds catalogue errors in both languages', () => {
    expect(errorReply('insufficientBuyingPower')).toEqual({ rc: -6012, rs: 'Sức mua không đủ' });
    expect(errorReply(-6012, 'en')).toEqual({ rc: -6012, rs: 'Insufficient buying power' });
    expect(() => errorReply(-1234)).toThrow(RangeError);
    expect(replyErrorText(errorReply('wrongPin'), 'en')).toBe('Wrong PIN');
  });

  it('builds Sen protocol errors; invalid session ends the login', () => {
    const bad = protocolErrorReply('badRequest', 'p3 must be W', 'en');
    expect(bad).toEqual({ rc: PROTOCOL_ERROR_CODES.badRequest, rs: 'Invalid input: p3 must be W' });
    expect(protocolErrorReply('notLoggedIn')).toEqual({ rc: -4, rs: 'Not logged in' });
    expect(isOkReply(bad)).toBe(false);
    expect(isSessionEndingReply(protocolErrorReply('invalidSession'))).toBe(true);
    expect(isSessionEndingReply({ rc: -1, rs: 'NotLoginException' })).toBe(true);
    expect(isSessionEndingReply(errorReply('wrongPin'))).toBe(false);
    expect(isSessionEndingReply(okReply(null))).toBe(false);
  });
});
