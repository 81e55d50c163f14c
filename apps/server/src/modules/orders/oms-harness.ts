// The OMS on its own SQLite file and its own exchange (no simulated participants), for the order
// benchmark: real migrations, customers with PIN hashes, ledger deposits, group commit, matching.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Exchange, marketTimeAt, type ExchangeEvent, type InstrumentSpec } from '@sen/exchange';
import { orderSignature, type Order } from '@sen/protocol';
import type { Kysely } from 'kysely';
import { openSqlite } from '../../plugins/storage/create-database.ts';
import type { Database } from '../../plugins/storage/database-schema.ts';
import { migrateToLatest } from '../../plugins/storage/migrate.ts';
import { CustomerRepository } from '../identity/customer-repository.ts';
import { hashSecret, verifySecret } from '../identity/password-hasher.ts';
import { LedgerService } from '../ledger/ledger-service.ts';
import { SenError } from '../../plugins/errors/sen-error.ts';
import { createOms, type Oms } from './create-oms.ts';
import { GroupCommit, type GroupCommitOptions } from './group-commit.ts';
import { PinGate } from './pin-gate.ts';

export interface OmsHarness {
  oms: Oms;
  exchange: Exchange;
  ledger: LedgerService;
  db: Kysely<Database>;
  accounts: Array<{ caller: { customerId: number; username: string }; sub: string; session: string }>;
  /** Sees every exchange event after the OMS (the exchange itself takes one listener). */
  observe(observer: (event: ExchangeEvent) => void): void;
  close(): Promise<void>;
}

/** The harness's trading day, a Monday. */
export const HARNESS_DATE = '2026-01-05';
const DATE = HARNESS_DATE;
export const HARNESS_PIN = '123456';

/** FPT on HOSE with a reference of 100,000: the instrument of the OMS's own tests. */
const HARNESS_FPT: InstrumentSpec = {
  symbol: 'FPT',
  market: 'HSX',
  kind: 'stock',
  referencePrice: 100_000,
};

/** `openOmsHarness` (FPT unless told) on a file in a fresh temporary folder, which its close removes. */
export async function openTempOmsHarness(
  count: number,
  options: HarnessOptions & { instrument?: InstrumentSpec | InstrumentSpec[] } = {},
): Promise<OmsHarness> {
  const dir = mkdtempSync(join(tmpdir(), 'sen-oms-'));
  const h = await openOmsHarness(join(dir, 'oms.sqlite'), count, options.instrument ?? HARNESS_FPT, options);
  return {
    ...h,
    close: async () => {
      await h.close();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

/** Places a signed order of account `a` (a limit price or a type word) with its session's PIN. */
export function placeHarnessOrder(
  h: OmsHarness,
  a: number,
  order: {
    symbol: string;
    side: 'B' | 'S';
    price: number | 'ATO' | 'ATC' | 'PLO' | 'MP' | 'MTL' | 'MOK' | 'MAK';
    volume: number;
    refId: string;
    nextSession?: boolean;
  },
): Promise<Order> {
  const { sub, caller, session } = h.accounts[a]!;
  const { symbol, side, price, volume, refId } = order;
  return h.oms.entry.place(caller, session, {
    subAccount: sub,
    symbol,
    side,
    price,
    volume,
    pin: HARNESS_PIN,
    refId,
    signature: orderSignature({ price, side, volume, account: sub, symbol, refId }),
    ...(order.nextSession ? { nextSession: true } : {}),
  });
}

export interface HarnessOptions {
  writer?: GroupCommitOptions;
  /** Market time the exchange starts at (default 10:00:01 of the harness's Monday). */
  start?: number;
  /** The file holds the harness's customers already (a restart): open it without seeding. */
  reopen?: boolean;
}

/**
 * Opens `file`, seeds `count` customers with cash and shares of each stock, at 10:00 continuous
 * matching unless told. `writer` sets the writer's options (tests compare the SQLite fast path on
 * and off).
 */
export async function openOmsHarness(
  file: string,
  count: number,
  instrument: InstrumentSpec | InstrumentSpec[],
  options: HarnessOptions = {},
): Promise<OmsHarness> {
  const specs = Array.isArray(instrument) ? instrument : [instrument];
  const storage = openSqlite(file);
  await migrateToLatest(storage.db);
  const ledger = new LedgerService(storage.db, { today: () => DATE, now: Date.now });
  const customers = new CustomerRepository(storage.db);
  const pinHash = await hashSecret(HARNESS_PIN);
  const accounts: OmsHarness['accounts'] = [];
  for (let i = 0; i < count; i += 1) {
    const username = `bench${i}`;
    const sub = `B${String(i).padStart(6, '0')}`;
    if (options.reopen) {
      const { id } = await storage.db
        .selectFrom('customers')
        .select('id')
        .where('username', '=', username)
        .executeTakeFirstOrThrow();
      accounts.push({ caller: { customerId: id, username }, sub, session: `session-${i}` });
      continue;
    }
    const id = await customers.insert({
      username,
      password_hash: pinHash,
      pin_hash: pinHash,
      full_name: username,
      email: `${username}@sen.example`,
      phone: `0900${i}`,
      id_number: `ID${i}`,
      address: '',
      branch_code: 'HO',
      status: 1,
      totp_secret: null,
      totp_pending: null,
      login_otp: 0,
      default_sub_account: sub,
      failed_logins: 0,
      retry_after: 0,
      locked_until: 0,
      created_at: 0,
    });
    await customers.insertSubAccount({
      sub_acnt_no: sub,
      acnt_no: sub,
      vsd_acnt_no: sub,
      customer_id: id,
      status: 1,
      created_at: 0,
    });
    await ledger.deposit(storage.db, { subAcntNo: sub, amount: 100_000_000_000, ref: `bench-${sub}` });
    for (const spec of specs.filter((s) => s.kind !== 'future'))
      await ledger.depositSecurities(storage.db, {
        subAcntNo: sub,
        symbol: spec.symbol,
        quantity: 10_000_000,
        cost: 0,
        ref: `bench-${sub}-s${spec === specs[0] ? '' : `-${spec.symbol}`}`,
      });
    accounts.push({ caller: { customerId: id, username }, sub, session: `session-${i}` });
  }
  const start = options.start ?? marketTimeAt(DATE, 10 * 3600 + 1);
  const exchange = new Exchange({ instruments: specs, startTime: start - 1_000 });
  exchange.advanceTo(start);
  const oms = createOms({
    db: storage.db,
    // BENCH_WAL_SYNC=0 keeps the fsync inside the commit (on the event loop), to compare;
    // BENCH_DIRECT=0 runs the writer's statements through Kysely's executor (no SQLite fast path).
    writer: new GroupCommit(storage.db, 1_000, (error) => console.error('order writer failed', error), {
      ...(process.env.BENCH_WAL_SYNC === '0' ? { walSync: false } : {}),
      ...(process.env.BENCH_DIRECT === '0' ? { direct: false } : {}),
      ...options.writer,
    }),
    ledger,
    market: {
      instrument: (symbol) => {
        const s = exchange.snapshot(symbol, 0);
        const spec = specs.find((candidate) => candidate.symbol === symbol);
        return s && spec && { market: spec.market, kind: spec.kind, ceiling: s.ceiling, floor: s.floor };
      },
      phase: (market) => exchange.phase(market),
      tradingDate: () => exchange.tradingDate,
      time: () => exchange.time,
      submit: (order) => exchange.submit(order),
      cancel: (id) => exchange.cancel(id),
      replace: (id, change) => exchange.replace(id, change),
    },
    pins: new PinGate(async (caller, pin) => {
      const customer = await customers.byId(caller.customerId);
      if (!customer || !(await verifySecret(customer.pin_hash, pin))) throw new SenError('wrongPin');
    }),
    now: Date.now,
    onError: (error) => console.error('order event failed', error),
    push: () => {},
  });
  const observers: Array<(event: ExchangeEvent) => void> = [];
  exchange.onEvent((event) => {
    oms.onExchangeEvent(event);
    for (const observer of observers) observer(event);
  });
  return {
    oms,
    exchange,
    ledger,
    db: storage.db,
    accounts,
    observe: (observer) => observers.push(observer),
    close: async () => {
      await oms.writer.flush();
      await oms.writer.close();
      await storage.db.destroy();
    },
  };
}
