// Helpers shared by the facade's tests: a fixed trading day, a few instruments, an event log.
import { marketTimeAt } from '../clock/market-time.ts';
import type { ExchangeEvent } from './events.ts';
import { Exchange, type ExchangeOptions } from './exchange.ts';
import type { InstrumentSpec, Owner } from './types.ts';

/** Monday 5 May 2025 (KRX go-live), a trading day. */
const DAY = '2025-05-05';

/** Market time of 'HH:MM' or 'HH:MM:SS' on `date`. */
export function at(time: string, date = DAY): number {
  const [h = 0, m = 0, s = 0] = time.split(':').map(Number);
  return marketTimeAt(date, h * 3600 + m * 60 + s);
}

/** One instrument of each market and kind the tests need. */
export const INSTRUMENTS: InstrumentSpec[] = [
  { symbol: 'FPT', market: 'HSX', kind: 'stock', referencePrice: 100_000 },
  { symbol: 'HPG', market: 'HSX', kind: 'stock', referencePrice: 10_000 },
  { symbol: 'SHS', market: 'HNX', kind: 'stock', referencePrice: 20_000 },
  { symbol: 'BSR', market: 'UPCOM', kind: 'stock', referencePrice: 20_000 },
  { symbol: 'VN30F2505', market: 'DERIV', kind: 'future', referencePrice: 130_000 },
  { symbol: 'CFPT2501', market: 'HSX', kind: 'cw', referencePrice: 2_000, underlying: 'FPT', ratio: 5 },
];

/** A brokerage account and a simulated participant. */
export const alice: Owner = { kind: 'broker', accountId: '000C000001' };
export const bob: Owner = { kind: 'participant', participantId: 'mm-1' };

/** An exchange at `time` with the test instruments and its recorded events. */
export function openExchange(
  time: string,
  options: Pick<ExchangeOptions, 'exRights'> = {},
): { exchange: Exchange; events: ExchangeEvent[] } {
  const exchange = new Exchange({ instruments: INSTRUMENTS, startTime: at(time), ...options });
  const events: ExchangeEvent[] = [];
  exchange.onEvent((event) => events.push(event));
  return { exchange, events };
}

/** The trades in an event log as [price, volume, buyOrderId, sellOrderId]. */
export function trades(events: ExchangeEvent[]): [number, number, string, string][] {
  return events.flatMap((event) =>
    event.type === 'trade'
      ? [[event.price, event.volume, event.buyOrderId, event.sellOrderId] as [number, number, string, string]]
      : [],
  );
}
