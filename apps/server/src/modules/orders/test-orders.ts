// For tests: signed order commands through the real gateway, as the web client sends them.
import { orderSignature } from '@sen/protocol';
import type { FastifyInstance } from 'fastify';
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
  const p8 = orderSignature({
    price: o.price as number,
    side: o.side,
    volume: o.volume,
    account: sub,
    symbol: o.symbol,
    refId,
  });
  return postCommand(app, 'B', caller, 'NewOrder', {
    p1: sub,
    p2: o.symbol,
    p3: o.side,
    p4: o.price,
    p5: o.volume,
    p6: o.pin ?? '123456',
    p7: refId,
    p8,
    ...(o.nextSession ? { p9: true } : {}),
  });
}
