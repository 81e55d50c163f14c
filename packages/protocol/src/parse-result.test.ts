import { describe, expect, it } from 'vitest';
import { parseJsonText } from './parse-result.ts';
import { decodeTradingCall } from './trading/commands.ts';

describe('parseJsonText', () => {
  it('parses JSON text', () => {
    expect(parseJsonText('{"a":1}')).toEqual({ ok: true, value: { a: 1 } });
  });

  // The reason goes back to the client (rs of -1, shown in a toast) and may be logged: the text it
  // failed on may hold a password, a PIN, an OTP or a session id, so it is never quoted.
  it.each([
    'Demo@123',
    '{"group":"L","data":{"cmd":"Web.sCheckLogin","p1":"demo","p2":Demo@123,"p3":"W"}}',
    `{"cmd":"BondBuy","session":"${'s'.repeat(43)}","data":{"pin":123456x}}`,
  ])('says where the JSON breaks without quoting the text: %s', (text) => {
    const result = parseJsonText(text);
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.error).toMatch(/^invalid JSON: /);
    for (const secret of ['Demo@123', '123456', 'sss']) expect(result.error).not.toContain(secret);
  });

  it('keeps the reason of a trading call without the secret it was sent', () => {
    const result = decodeTradingCall('{"group":"L","user":"","session":"","data":{"cmd":"X","p2":Demo@123}}');
    expect(JSON.stringify(result)).not.toContain('Demo@123');
  });
});
