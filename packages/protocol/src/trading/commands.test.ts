import { describe, expect, it } from 'vitest';
import { buildCommandRequest } from './command.ts';
import {
  decodeTradingCall,
  findTradingCommand,
  registryOf,
  TRADING_COMMANDS,
  type TradingCommandName,
} from './commands.ts';
import { encodeTradingRequest } from './envelope.ts';
import { listAccountCommand } from './accounts.ts';
import { loginCommand, loginParams } from './login.ts';
import { PROTOCOL_ERROR_CODES } from '@sen/market';

describe('trading command registry', () => {
  it('lists every declared command, login and ListAccount first', () => {
    expect(Object.keys(TRADING_COMMANDS).slice(0, 2)).toEqual(['Web.sCheckLogin', 'ListAccount']);
    expect(TRADING_COMMANDS['Web.sCheckLogin']).toBe(loginCommand);
    expect(() => registryOf({ a: loginCommand }, { b: { ...loginCommand } })).toThrow(/declared twice/);
    expect(findTradingCommand('ListAccount')).toBe(listAccountCommand);
    const names: TradingCommandName[] = ['Web.sCheckLogin', 'ListAccount'];
    // @ts-expect-error: names are checked at compile time
    const unknown: TradingCommandName = 'Nope';
    expect([...names, unknown].length).toBe(3);
    expect(findTradingCommand('toString')).toBeUndefined();
  });

  it('decodes a login call', () => {
    const body = encodeTradingRequest(
      buildCommandRequest(
        loginCommand,
        { user: '', session: '' },
        loginParams({ username: 'demo', password: 'pw' }),
      ),
    );
    const decoded = decodeTradingCall(body);
    expect(decoded.ok && decoded.call.command).toBe(loginCommand);
    expect(decoded.ok && decoded.call.params).toEqual({ username: 'demo', password: 'pw', channel: 'W' });
  });

  it.each([
    ['a bad body', 'nope', PROTOCOL_ERROR_CODES.badRequest],
    [
      'an unknown command',
      JSON.stringify({ group: 'B', user: 'u', session: 's', data: { cmd: 'Nope' } }),
      PROTOCOL_ERROR_CODES.unknownCommand,
    ],
    [
      'a wrong group',
      JSON.stringify({
        group: 'B',
        user: 'u',
        session: 's',
        data: { cmd: 'Web.sCheckLogin', p1: 'u', p2: 'p', p3: 'W' },
      }),
      PROTOCOL_ERROR_CODES.badRequest,
    ],
    [
      'no session',
      JSON.stringify({ group: 'B', user: 'u', session: '', data: { cmd: 'ListAccount' } }),
      PROTOCOL_ERROR_CODES.notLoggedIn,
    ],
    [
      'bad params',
      JSON.stringify({ group: 'L', user: '', session: '', data: { cmd: 'Web.sCheckLogin', p1: 'u' } }),
      PROTOCOL_ERROR_CODES.badRequest,
    ],
  ])('answers %s with a failure reply', (_name, body, rc) => {
    const decoded = decodeTradingCall(body);
    expect(decoded.ok).toBe(false);
    if (!decoded.ok) expect(decoded.reply.rc).toBe(rc);
  });
});
