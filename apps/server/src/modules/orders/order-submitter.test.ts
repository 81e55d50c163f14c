// The submitter hands a sub-account's orders to the exchange with one shared owner object (the
// exchange keeps it with every resting order: one object less for each order in the book).
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { ExchangeEvent } from '@sen/exchange';
import { orderSignature } from '@sen/protocol';
import { afterEach, expect, it } from 'vitest';
import { HARNESS_PIN, openOmsHarness } from './oms-harness.ts';

const dirs: string[] = [];
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

it('gives the exchange one owner object per sub-account, shared by its orders', async () => {
  const dir = mkdtempSync(join(tmpdir(), 'sen-submitter-'));
  dirs.push(dir);
  const h = await openOmsHarness(join(dir, 'oms.sqlite'), 2, {
    symbol: 'FPT',
    market: 'HSX',
    kind: 'stock',
    referencePrice: 100_000,
  });
  const accepted: Extract<ExchangeEvent, { type: 'order' }>[] = [];
  h.exchange.onEvent((event) => {
    if (event.type === 'order' && event.status === 'accepted' && event.owner.kind === 'broker')
      accepted.push(event);
  });
  const place = (a: number, refId: string) => {
    const { sub, caller, session } = h.accounts[a]!;
    const p8 = orderSignature({ price: 99_000, side: 'B', volume: 100, account: sub, symbol: 'FPT', refId });
    return h.oms.entry.place(caller, session, {
      p1: sub,
      p2: 'FPT',
      p3: 'B',
      p4: 99_000,
      p5: 100,
      p6: HARNESS_PIN,
      p7: refId,
      p8,
    });
  };
  await place(0, 'a1');
  await place(0, 'a2');
  await place(1, 'b1');
  await h.oms.writer.flush();
  expect(accepted.map((e) => e.owner)).toEqual([
    { kind: 'broker', accountId: h.accounts[0]!.sub },
    { kind: 'broker', accountId: h.accounts[0]!.sub },
    { kind: 'broker', accountId: h.accounts[1]!.sub },
  ]);
  expect(accepted[1]!.owner).toBe(accepted[0]!.owner);
  expect(accepted[2]!.owner).not.toBe(accepted[0]!.owner);
  await h.close();
});
