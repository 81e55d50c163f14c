// Test stand-ins of the realtime channel: a Socket.IO socket whose events a test fires, and a
// complete matched-trade message (3220) as the server sends it.
import type { PublicMessage } from './frames';
import type { SocketLike } from './realtime-client';

export class FakeSocket implements SocketLike {
  handlers = new Map<string, ((...args: unknown[]) => void)[]>();
  sent: unknown[] = [];
  on(event: string, listener: (...args: unknown[]) => void) {
    this.handlers.set(event, [...(this.handlers.get(event) ?? []), listener]);
  }
  emit(_event: string, payload: string) {
    this.sent.push(JSON.parse(payload));
  }
  connect() {}
  disconnect() {}
  fire(event: string, ...args: unknown[]) {
    for (const handler of this.handlers.get(event) ?? []) handler(...args);
  }
}

/** A matched trade of FPT with every field of its schema. */
export const FULL_TRADE: PublicMessage = {
  id: 3220,
  sym: 'FPT',
  sID: 7,
  time: '10:00:00',
  lastPrice: 97.5,
  lastVol: 10,
  cl: 'i',
  change: '0.30',
  changePc: '0.31',
  totalVol: 1200,
  hp: 97.6,
  lp: 96.9,
  ap: 97.2,
};
