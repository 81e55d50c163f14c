import { setImmediate as turn } from 'node:timers/promises';
import { describe, expect, it, vi } from 'vitest';
import { coalesceBalanceHints } from './balance-hints.ts';
import type { OmsDeps } from './order-deps.ts';

describe('coalesceBalanceHints', () => {
  it('sends one balance hint per user and sub-account a turn, other events at once', async () => {
    const sent: unknown[] = [];
    const push = coalesceBalanceHints(vi.fn((username, data) => void sent.push([username, data])));
    const order = { type: 'order', order: { orderNo: '1' } } as Parameters<OmsDeps['push']>[1];
    for (let i = 0; i < 3; i += 1) push('u1', { type: 'balance', subAcntNo: '0001' });
    push('u1', { type: 'balance', subAcntNo: '0002' });
    push('u2', { type: 'balance', subAcntNo: '0101' });
    push('u1', order);
    expect(sent).toEqual([['u1', order]]);
    await turn();
    expect(sent).toEqual([
      ['u1', order],
      ['u1', { type: 'balance', subAcntNo: '0001' }],
      ['u1', { type: 'balance', subAcntNo: '0002' }],
      ['u2', { type: 'balance', subAcntNo: '0101' }],
    ]);
    push('u1', { type: 'balance', subAcntNo: '0001' }); // a later turn gets its own hint
    await turn();
    expect(sent).toHaveLength(5);
  });
});
