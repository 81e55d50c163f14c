import { describe, expect, it } from 'vitest';
import { errorFrame, parsePrivateMessage, privateEvent, registerAck } from './private-messages.ts';

describe('private realtime messages', () => {
  it('builds and parses each kind', () => {
    for (const message of [
      privateEvent('order', { orderNo: '1', status: 'M' }),
      errorFrame('bad frame'),
      registerAck(true),
      registerAck(false, 'Invalid session'),
      { action: 'logout' },
      { action: 'ping' },
      {
        action: 'ListAccount',
        data: [{ acntNo: '1', subAcntNo: 'M1', vsdAcntNo: '1', defaultSubAccount: 'N1' }],
      },
      {
        action: 'getSymbolInfo',
        data: {
          symbol: 'FPT',
          market: 'HSX',
          kind: 'stock',
          nameVi: 'FPT',
          nameEn: 'FPT Corp',
          tradingDate: '2026-01-09',
          reference: 95_000,
          ceiling: 101_600,
          floor: 88_400,
          last: 0,
          marginRatio: 50,
        },
      },
    ]) {
      expect(parsePrivateMessage(message)).toEqual({ ok: true, value: message });
    }
  });

  it('rejects unknown actions and event types', () => {
    expect(parsePrivateMessage({ action: 'Boom' }).ok).toBe(false);
    expect(parsePrivateMessage({ action: 'Event', data: { type: 'weather' } }).ok).toBe(false);
    expect(parsePrivateMessage({ action: 'error' }).ok).toBe(false);
  });

  it('acknowledges a registration in both of its forms at once', () => {
    expect(JSON.stringify(registerAck(true))).toBe('{"action":"register","ok":true,"data":"OK"}');
    expect(JSON.stringify(registerAck(false, 'invalid session'))).toBe(
      '{"action":"register","ok":false,"message":"invalid session","data":"NOK"}',
    );
    expect(parsePrivateMessage({ action: 'register', ok: true }).ok).toBe(false);
  });
});
