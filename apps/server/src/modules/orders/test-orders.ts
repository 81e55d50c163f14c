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
