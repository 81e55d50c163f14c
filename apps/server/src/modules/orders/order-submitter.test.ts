// The submitter hands a sub-account's orders to the exchange with one shared owner object (the
// exchange keeps it with every resting order: one object less for each order in the book).
import type { ExchangeEvent } from '@sen/exchange';
import { expect, it } from 'vitest';
import { openTempOmsHarness, placeHarnessOrder } from './oms-harness.ts';

it('gives the exchange one owner object per sub-account, shared by its orders', async () => {
  const h = await openTempOmsHarness(2);
  const accepted: Extract<ExchangeEvent, { type: 'order' }>[] = [];
  h.exchange.onEvent((event) => {
    if (event.type === 'order' && event.status === 'accepted' && event.owner.kind === 'broker')
      accepted.push(event);
  });
  const buy = (a: number, refId: string) =>
    placeHarnessOrder(h, a, { symbol: 'FPT', side: 'B', price: 99_000, volume: 100, refId });
  await buy(0, 'a1');
  await buy(0, 'a2');
  await buy(1, 'b1');
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
