// For tests: signed order commands through the real gateway, as the web client sends them.
import { orderSignature } from '@sen/protocol';
import type { FastifyInstance } from 'fastify';
import { vi } from 'vitest';
import { withMarketHeld } from '../../testing/market-held.ts';
import { postCommand, type TestCaller } from '../trading-gateway/test-client.ts';

export const DEMO_SUB = '0000011';
let counter = 0;

export interface TestOrder {
  symbol: string;
  side: 'B' | 'S';
  price: number | string;
  volume: number;
  refId?: string;
  pin?: string;
  sub?: string;
  nextSession?: boolean;
}

/** Signs and posts a NewOrder; returns the reply. */
export function placeOrder(app: FastifyInstance, caller: TestCaller, o: TestOrder) {
  const sub = o.sub ?? DEMO_SUB;
  const refId = o.refId ?? `t-${process.pid}-${(counter += 1)}`;
  const signature = orderSignature({
    price: o.price as number,
    side: o.side,
    volume: o.volume,
    account: sub,
    symbol: o.symbol,
    refId,
  });
  return postCommand(app, 'B', caller, 'NewOrder', {
    subAccount: sub,
    symbol: o.symbol,
    side: o.side,
    price: o.price,
    volume: o.volume,
    pin: o.pin ?? '123456',
    refId: refId,
    signature: signature,
    ...(o.nextSession ? { nextSession: true } : {}),
  });
}

/**
 * Places an order at the best quote it meets (the best ask for a buy, the best bid for a sell), once
 * there is one: the market holds still from reading the quote to the order (testing/market-held.ts),
 * so the order takes it (a tick in between could take it first or move it, and the order would rest).
 */
export async function placeAtBestQuote(
  app: FastifyInstance,
  caller: TestCaller,
  o: Omit<TestOrder, 'price'>,
): Promise<{ placed: Awaited<ReturnType<typeof placeOrder>>; price: number }> {
  const side = o.side === 'B' ? 'asks' : 'bids';
  const best = () => {
    const level = app.market.exchange.depth(o.symbol, 'lot', 1)[side][0];
    if (!level) throw new Error(`no ${side} of ${o.symbol} yet`);
    return level;
  };
  await vi.waitFor(best, { timeout: 30_000, interval: 100 });
  return withMarketHeld(app, async () => {
    const { price } = best();
    return { placed: await placeOrder(app, caller, { ...o, price }), price };
  });
}
