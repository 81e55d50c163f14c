import { describe, expect, it } from 'vitest';
import { PinGate } from './pin-gate.ts';

const caller = { customerId: 1, username: 'demo' };

describe('PinGate', () => {
  it('checks a burst of calls with the same session and PIN once, and remembers it', async () => {
    let checks = 0;
    const gate = new PinGate(async (_caller, pin) => {
      checks += 1;
      await new Promise((resolve) => setTimeout(resolve, 5));
      if (pin !== '123456') throw new Error('wrong PIN');
    });
    await Promise.all(Array.from({ length: 20 }, () => gate.verify(caller, 'sid', '123456')));
    expect(checks).toBe(1);
    await gate.verify(caller, 'sid', '123456');
    expect(checks).toBe(1);
  });

  it('refuses every waiter of a wrong PIN, counts different PINs each, and checks again after a failure', async () => {
    let checks = 0;
    const gate = new PinGate(async (_caller, pin) => {
      checks += 1;
      await new Promise((resolve) => setTimeout(resolve, 5));
      if (pin !== '123456') throw new Error('wrong PIN');
    });
    const results = await Promise.allSettled([
      gate.verify(caller, 'sid', '000000'),
      gate.verify(caller, 'sid', '000000'),
      gate.verify(caller, 'sid', '111111'),
    ]);
    expect(results.map((r) => r.status)).toEqual(['rejected', 'rejected', 'rejected']);
    expect(checks).toBe(2);
    await expect(gate.verify(caller, 'sid', '000000')).rejects.toThrow('wrong PIN');
    expect(checks).toBe(3);
  });
});

describe('PinGate after a PIN change', () => {
  it('checks a session again once the stored PIN changed: the PIN it entered before is refused', async () => {
    let current = '123456';
    let stamp = 'hash-1';
    let checks = 0;
    const gate = new PinGate(
      async (_caller, pin) => {
        checks += 1;
        if (pin !== current) throw new Error('wrong PIN');
      },
      async () => stamp,
    );
    await gate.verify(caller, 'sid', '123456');
    await gate.verify(caller, 'sid', '123456');
    expect(checks).toBe(1);
    current = '654321';
    stamp = 'hash-2';
    await expect(gate.verify(caller, 'sid', '123456')).rejects.toThrow('wrong PIN');
    await gate.verify(caller, 'sid', '654321');
    await gate.verify(caller, 'sid', '654321');
    expect(checks).toBe(3);
  });
});
