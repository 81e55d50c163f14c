// The audit trail (R11): the order slip a Vietnamese broker keeps of every order request and money
// movement — account, time received, symbol, side, type, price, volume, channel, client address
// and device — one append-only row each, written by `record(entry, trx)` inside the transaction
// that makes what it records (so a slip exists exactly when the order or movement does). Read by
// the operator's report (`npm run audit`, scripts/audit-report.ts).
import type { Kysely, Selectable, Transaction } from 'kysely';
import type { AuditTrailTable, Database } from '../../plugins/storage/database-schema.ts';
import { SqlStatement } from '../../plugins/storage/sql-statement.ts';

/** Where a request came from: the envelope's channel, the client's address and its device (User-Agent). */
export interface RequestOrigin {
  channel: string;
  clientAddress: string;
  device: string;
  /** Server time the request was received, epoch ms. */
  receivedAt: number;
}

export interface AuditEntry {
  /** What happened: `order.new`, `order.edit`, `order.cancel`, `conditional.new`, `money.<kind>` ... */
  event: string;
  /** The sub-account. */
  account: string;
  username: string;
  /** The order number, or the movement's refId. */
  ref: string;
  symbol?: string | null;
  side?: string | null;
  orderType?: string | null;
  price?: number | null;
  volume?: number | null;
  amount?: number | null;
  origin: RequestOrigin;
  /** Anything else worth keeping (JSON). */
  detail?: Record<string, unknown>;
}

export type AuditRow = Selectable<AuditTrailTable>;

/** An origin for what the broker does by itself (triggered conditional orders, jobs). */
export const systemOrigin = (receivedAt: number): RequestOrigin => ({
  channel: 'SYS',
  clientAddress: 'server',
  device: 'sen',
  receivedAt,
});

const insertSlip = new SqlStatement<never>(
  'insert into "audit_trail" ("received_at", "event", "account", "username", "ref", "symbol", "side", "order_type", "price", "volume", "amount", "channel", "client_address", "device", "detail") values (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)',
);

const clip = (text: string, max: number) => (text.length > max ? text.slice(0, max) : text);

export class AuditTrail {
  constructor(private readonly db: Kysely<Database>) {}

  /**
   * Appends one slip, in the caller's transaction (the one that writes the order or movement).
   * Written once as SQL (sql-statement.ts): inside the order writer's batch on SQLite it is queued
   * with the job's other writes, not a statement the event loop waits for (at 10,000 orders/s a
   * Kysely insert here, answered by the writer thread, was a third of the event loop's time).
   */
  async record(entry: AuditEntry, trx: Transaction<Database> | Kysely<Database>): Promise<void> {
    await insertSlip.run(trx, [
      entry.origin.receivedAt,
      clip(entry.event, 32),
      entry.account,
      entry.username,
      clip(entry.ref, 64),
      entry.symbol ?? null,
      entry.side ?? null,
      entry.orderType ?? null,
      entry.price ?? null,
      entry.volume ?? null,
      entry.amount ?? null,
      clip(entry.origin.channel, 8),
      clip(entry.origin.clientAddress, 64),
      clip(entry.origin.device, 256),
      JSON.stringify(entry.detail ?? {}),
    ]);
  }

  /** Slips of an account (or all), oldest first, optionally from/to epoch ms. */
  async list(
    filter: { account?: string; from?: number; to?: number; limit?: number } = {},
  ): Promise<AuditRow[]> {
    let query = this.db.selectFrom('audit_trail').selectAll();
    if (filter.account) query = query.where('account', '=', filter.account);
    if (filter.from !== undefined) query = query.where('received_at', '>=', filter.from);
    if (filter.to !== undefined) query = query.where('received_at', '<=', filter.to);
    const rows = await query
      .orderBy('id')
      .limit(filter.limit ?? 10_000)
      .execute();
    return rows.map((row) => ({
      ...row,
      received_at: Number(row.received_at),
      price: row.price === null ? null : Number(row.price),
      volume: row.volume === null ? null : Number(row.volume),
      amount: row.amount === null ? null : Number(row.amount),
    }));
  }
}

/** The origin of a trading command, from its context (the envelope's channel, address, device). */
export const originOf = (context: {
  request: { channel: string };
  ip: string;
  device: string;
  receivedAt: number;
}): RequestOrigin => ({
  channel: context.request.channel,
  clientAddress: context.ip,
  device: context.device,
  receivedAt: context.receivedAt,
});
