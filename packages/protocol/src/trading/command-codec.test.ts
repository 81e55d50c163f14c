import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import {
  buildCommandRequest,
  paramsFromWire,
  paramsToWire,
  parseCommandParams,
  subAccountOf,
  wireData,
  wireKeyOf,
} from './command.ts';
import { TRADING_COMMANDS } from './commands.ts';
import { cancelOrderCommand, newOrderCommand } from './orders.ts';

const wireKeysOf = (schema: z.core.$ZodType): string[] =>
  schema instanceof z.core.$ZodObject ? Object.keys(schema._zod.def.shape).sort() : [];

describe('the codec of every trading command', () => {
  const commands = Object.values(TRADING_COMMANDS);

  it.each(commands.map((c) => [c.cmd, c] as const))('%s names each wire parameter once', (_cmd, command) => {
    expect(Object.keys(command.names).sort()).toEqual(wireKeysOf(command.params));
    const names = Object.values(command.names);
    expect(new Set(names).size).toBe(names.length);
    for (const name of names) expect(name).not.toMatch(/^p\d+$/);
    if (command.subAccountParam)
      expect((command.names as Record<string, string>)[command.subAccountParam]).toBeDefined();
  });

  it('reads the wire into named parameters and writes them back', () => {
    const wire = { p1: '0000011', p2: '42', p3: '123456' };
    const named = paramsFromWire(cancelOrderCommand, wire);
    expect(named).toEqual({ subAccount: '0000011', orderNo: '42', pin: '123456' });
    expect(paramsToWire(cancelOrderCommand, named)).toEqual(wire);
    expect(wireData(cancelOrderCommand, named)).toEqual({ cmd: 'CancelOrder', ...wire });
    expect(wireKeyOf(newOrderCommand, 'signature')).toBe('p8');
    expect(subAccountOf(cancelOrderCommand, named)).toBe('0000011');
  });

  it('parses a received request into the named object (defaults and transforms applied)', () => {
    const parsed = parseCommandParams(newOrderCommand, {
      cmd: 'NewOrder',
      p1: '0000011',
      p2: ' fpt ',
      p3: 'B',
      p4: 'ATO',
      p5: 100,
      p6: '123456',
      p7: 'r-1',
      p8: 'a'.repeat(64),
    });
    expect(parsed).toEqual({
      ok: true,
      value: {
        subAccount: '0000011',
        symbol: 'FPT',
        side: 'B',
        price: 'ATO',
        volume: 100,
        pin: '123456',
        refId: 'r-1',
        signature: 'a'.repeat(64),
      },
    });
  });

  it('keeps an unknown parameter as it is, so the wire schema refuses it as before', () => {
    const wire = paramsToWire(cancelOrderCommand, { subAccount: '1', orderNo: '2', pin: '123456', extra: 1 });
    expect(wire).toEqual({ p1: '1', p2: '2', p3: '123456', extra: 1 });
    expect(parseCommandParams(cancelOrderCommand, { cmd: 'CancelOrder', ...wire }).ok).toBe(false);
    expect(() =>
      buildCommandRequest(
        cancelOrderCommand,
        { user: 'u', session: 's' },
        { subAccount: '1', orderNo: '2', pin: 'x' },
      ),
    ).toThrow();
  });
});
