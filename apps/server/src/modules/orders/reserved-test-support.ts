// For the reserved-order tests: the OMS harness with one instrument of each market, market times of
// the harness's day, the orders the exchange accepted (in arrival order) and the writer settled.
import { marketTimeAt, type InstrumentSpec } from '@sen/exchange';
import { bucketSum } from '../ledger/ledger-repository.ts';
import { CASH } from '../ledger/ledger-rules.ts';
import {
  HARNESS_DATE,
  openOmsHarness,
  openTempOmsHarness,
  type HarnessOptions,
  type OmsHarness,
} from './oms-harness.ts';

/** The day after the harness's Monday. */
export const NEXT_DATE = '2026-01-06';

/** One instrument of each market, and a warrant whose last trading day is the harness's day. */
const RESERVED_INSTRUMENTS: InstrumentSpec[] = [
  { symbol: 'FPT', market: 'HSX', kind: 'stock', referencePrice: 100_000 },
  { symbol: 'SHS', market: 'HNX', kind: 'stock', referencePrice: 20_000 },
  { symbol: 'BSR', market: 'UPCOM', kind: 'stock', referencePrice: 20_000 },
  { symbol: 'VN30F2601', market: 'DERIV', kind: 'future', referencePrice: 130_000 },
  {
    symbol: 'CFPT2601',
    market: 'HSX',
    kind: 'cw',
    referencePrice: 2_000,
    underlying: 'FPT',
    ratio: 5,
    lastTradingDate: HARNESS_DATE,
  },
];

/** Market time of 'HH:MM' or 'HH:MM:SS' on a date (the harness's day by default). */
export function at(time: string, date = HARNESS_DATE): number {
  const [h = 0, m = 0, s = 0] = time.split(':').map(Number);
  return marketTimeAt(date, h * 3600 + m * 60 + s);
}

export interface ReservedHarness {
  h: OmsHarness;
  /** Brokerage orders the exchange accepted: the OMS order number and the market time. */
  accepted: Array<{ orderNo: number; time: number }>;
  /** Moves the market to a time and waits until the OMS has written what followed. */
  advance(time: string, date?: string): Promise<void>;
  row(orderNo: string | number): Promise<{ status: string; trade_date: string; blocked: number }>;
  /** Cash available to account `a`, from the ledger. */
  cash(a: number): Promise<number>;
}

/** The harness at a market time of its day (on `file` when given: a restart reopens it). */
export async function openReserved(
  start: string,
  options: HarnessOptions & { file?: string } = {},
): Promise<ReservedHarness> {
  const h = options.file
    ? await openOmsHarness(options.file, 2, RESERVED_INSTRUMENTS, { ...options, start: at(start) })
    : await openTempOmsHarness(2, { ...options, instrument: RESERVED_INSTRUMENTS, start: at(start) });
  const accepted: ReservedHarness['accepted'] = [];
  h.observe((event) => {
    if (event.type === 'order' && event.owner.kind === 'broker' && event.status === 'accepted')
      accepted.push({ orderNo: Number(event.clientRef), time: event.time });
  });
  const settle = async () => {
    for (let i = 0; i < 4; i += 1) {
      await h.oms.writer.flush();
      await new Promise((resolve) => setImmediate(resolve));
    }
  };
  return {
    h,
    accepted,
    advance: async (time, date) => {
      h.exchange.advanceTo(at(time, date));
      await settle();
    },
    row: async (orderNo) => {
      await settle();
      const row = await h.db
        .selectFrom('orders')
        .select(['status', 'trade_date', 'blocked'])
        .where('id', '=', Number(orderNo))
        .executeTakeFirstOrThrow();
      return { ...row, blocked: Number(row.blocked) };
    },
    cash: async (a) => {
      await settle();
      return bucketSum(h.db, {
        account: h.accounts[a]!.sub,
        asset: CASH,
        bucket: 'available',
        settleDate: '',
      });
    },
  };
}
