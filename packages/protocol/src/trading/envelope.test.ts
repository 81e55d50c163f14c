import { describe, expect, it } from 'vitest';
import { decodeTradingReply, decodeTradingRequest, encodeTradingRequest, isOkReply } from './envelope.ts';

const request = { group: 'B', user: 'u1', session: 's1', channel: 'W', data: { cmd: 'ListAccount' } };

describe('trading envelope', () => {
  it('round-trips a request through its form body', () => {
    const body = encodeTradingRequest(request);
    expect(JSON.parse(body)).toEqual(request);
    expect(decodeTradingRequest(body)).toEqual({ ok: true, value: request });
  });

  it('accepts a percent-encoded body and a JSON key left by a form parser', () => {
    const body = encodeTradingRequest(request);
    expect(decodeTradingRequest(encodeURIComponent(body)).ok).toBe(true);
    expect(decodeTradingRequest(`${body}=`).ok).toBe(true);
  });

  it('takes parameters p1 to p99', () => {
    const data = { cmd: 'X', p1: 'a', p9: 2, p10: null, p99: [1] };
    expect(decodeTradingRequest(JSON.stringify({ ...request, data }))).toEqual({
      ok: true,
      value: { ...request, data },
    });
  });

  it('refuses a key the envelope does not have, as it does one in data', () => {
    expect(decodeTradingRequest(JSON.stringify({ ...request, extra: 1 })).ok).toBe(false);
    expect(decodeTradingRequest(JSON.stringify({ ...request, data: { cmd: 'X', q1: 1 } })).ok).toBe(false);
  });

  it('defaults the channel to W', () => {
    const { channel: _c, ...noChannel } = request;
    const parsed = decodeTradingRequest(JSON.stringify(noChannel));
    expect(parsed.ok && parsed.value.channel).toBe('W');
  });

  it.each([
    ['not JSON', '{group:'],
    ['missing cmd', JSON.stringify({ ...request, data: {} })],
    ['lower-case group', JSON.stringify({ ...request, group: 'b' })],
    ['unknown data key', JSON.stringify({ ...request, data: { cmd: 'X', q1: 1 } })],
    ['parameter p0', JSON.stringify({ ...request, data: { cmd: 'X', p0: 1 } })],
    ['parameter p100', JSON.stringify({ ...request, data: { cmd: 'X', p1: 1, p100: 1 } })],
    ['user not a string', JSON.stringify({ ...request, user: 5 })],
    ['too long', 'x'.repeat(70_000)],
  ])('rejects %s', (_name, body) => {
    const parsed = decodeTradingRequest(body);
    expect(parsed.ok).toBe(false);
  });

  it('reads replies: rc < 1 is failure', () => {
    expect(isOkReply({ rc: 1 })).toBe(true);
    expect(isOkReply({ rc: 0 })).toBe(false);
    expect(isOkReply({ rc: -6012 })).toBe(false);
    expect(decodeTradingReply({ rc: 1, rs: 'OK', data: [1] }).ok).toBe(true);
    expect(decodeTradingReply({ rc: '1', rs: 'OK' }).ok).toBe(false);
  });
});
