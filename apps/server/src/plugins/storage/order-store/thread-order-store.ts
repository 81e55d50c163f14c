// The order store of the writer thread (sqlite-pipe.ts), where a statement whose rows a job reads
// makes the event loop wait for the worker to run everything queued before it. The orders the
// writer has just written are kept in memory, so its fast batches read nothing back from SQLite: a
// new order's number comes from a counter (only the writer inserts orders), its refId is known new
// when its sub-account's refIds (loaded once) do not hold it, an exchange event finds its order's
// row and fill count here, and the ordering account is read on the event loop's own connection
// once and then kept (the writer never writes accounts or customers: what changes one commits on
// another connection, and the worker fails the next batch for it, which drops what is kept here
// and runs that batch's jobs again in careful mode, reading the account in their transaction).
//
// Careful batches (after a failure) get every answer from the database, as `SqlOrderStore`. Every
// change is journaled like the ledger's balances (a refused job's savepoint takes its changes out
// of memory too), and a batch the worker fails drops the rows and the counter (`reset`), to be
// read again from the database.
import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../database-schema.ts';
import { isPipelined } from '../sqlite-direct.ts';
import { SqlStatement } from '../sql-statement.ts';
import { UndoJournal } from '../undo-journal.ts';
import {
  accountOf,
  fillCount,
  findByRef,
  findOrder,
  insertNumberedOrder,
  insertOrder,
  type OrderAccount,
  type OrderRow,
} from './order-rows.ts';

type Trx = Transaction<Database>;

const lastId = new SqlStatement<{ id: number | null }>('select max("id") as "id" from "orders"');
const refIdsOf = new SqlStatement<{ ref_id: string }>(
  'select "ref_id" from "orders" where "sub_acnt_no" = ?',
);

interface Kept {
  row: OrderRow;
  /** Fills written so far; undefined until asked. */
  fills: number | undefined;
}

export class ThreadOrderStore extends UndoJournal {
  private readonly rows = new Map<number, Kept>();
  private readonly refIds = new Map<string, Set<string>>();
  /** Ordering accounts read by fast batches, by sub-account (dropped on `reset`). */
  private readonly accounts = new Map<string, OrderAccount>();
  private next: number | undefined;

  constructor(
    private readonly db: Kysely<Database>,
    private readonly limit = 100_000,
  ) {
    super();
  }

  async begin(): Promise<void> {
    if (this.rows.size > this.limit) this.rows.clear();
    if (this.refIds.size > this.limit) this.refIds.clear();
    if (this.accounts.size > this.limit) this.accounts.clear();
    this.journal = [];
  }

  /**
   * After a failed batch (or another connection's commit): rows and the order counter are read
   * again. The refIds stay: every order written to this file goes through the writer, fast or
   * careful, and lands in its sub-account's set (`insert`), so a set only ever holds more than
   * the table (a rolled-back refId costs one lookup). Reading a busy sub-account's refIds again
   * took tens of ms on the event loop each time. The accounts are read again too: another
   * connection's commit may have changed one (a lock, a depository number, a customer's status).
   */
  reset(): void {
    this.rows.clear();
    this.accounts.clear();
    this.next = undefined;
  }

  /**
   * The ordering account: kept from the first fast batch that reads it (a one-row read on the
   * event loop's connection cost about 12 µs an order, as WAL reads after the writer's commits do).
   * A sub-account not found is not kept.
   */
  async account(trx: Trx, sub: string): Promise<OrderAccount | undefined> {
    if (!isPipelined(trx)) return accountOf(trx, sub);
    const kept = this.accounts.get(sub);
    if (kept) return kept;
    const account = await accountOf(this.db, sub);
    if (account) this.accounts.set(sub, account);
    return account;
  }

  async findByRef(trx: Trx, sub: string, refId: string): Promise<OrderRow | undefined> {
    if (isPipelined(trx) && !(await this.mayHaveRef(trx, sub, refId))) return undefined;
    return findByRef(trx, sub, refId);
  }

  async insert(trx: Trx, values: Omit<OrderRow, 'id'>): Promise<OrderRow | undefined> {
    let row: OrderRow | undefined;
    if (isPipelined(trx)) {
      // A refId the sub-account may have used is looked up first, so the insert cannot meet it.
      if (
        (await this.mayHaveRef(trx, values.sub_acnt_no, values.ref_id)) &&
        (await findByRef(trx, values.sub_acnt_no, values.ref_id))
      )
        return undefined;
      row = { id: await this.nextId(trx), ...values };
      await insertNumberedOrder(trx, row);
      this.keep(row.id, { row, fills: 0 });
    } else row = await insertOrder(trx, values);
    if (row) this.refIds.get(row.sub_acnt_no)?.add(row.ref_id); // a rolled-back refId left here only costs a lookup
    return row;
  }

  /** An order's row after a change (and its fills, when the change wrote some). */
  changed(trx: Trx, row: OrderRow, fillsAdded: number): void {
    if (!isPipelined(trx)) return;
    const kept = this.rows.get(row.id);
    const fills = kept?.fills === undefined ? undefined : kept.fills + fillsAdded;
    this.keep(row.id, { row, fills });
  }

  async find(trx: Trx, id: number): Promise<OrderRow | undefined> {
    if (!isPipelined(trx)) return findOrder(trx, id);
    const kept = this.rows.get(id);
    if (kept) return kept.row;
    const row = await findOrder(trx, id);
    if (row) this.keep(id, { row, fills: undefined });
    return row;
  }

  async fills(trx: Trx, id: number): Promise<number> {
    if (!isPipelined(trx)) return fillCount(trx, id);
    const kept = this.rows.get(id);
    if (kept?.fills !== undefined) return kept.fills;
    const fills = await fillCount(trx, id);
    if (kept) this.keep(id, { row: kept.row, fills });
    return fills;
  }

  /** Whether the sub-account may have an order under `refId` (false: it certainly has none). */
  private async mayHaveRef(trx: Trx, sub: string, refId: string): Promise<boolean> {
    let refs = this.refIds.get(sub);
    if (refs === undefined) {
      refs = new Set((await refIdsOf.all(trx, [sub])).map((r) => r.ref_id));
      this.refIds.set(sub, refs);
      this.journal?.push(() => this.refIds.delete(sub));
    }
    return refs.has(refId);
  }

  /** The number of the next new order. */
  private async nextId(trx: Trx): Promise<number> {
    if (this.next === undefined) this.next = Number((await lastId.first(trx, []))?.id ?? 0) + 1;
    const id = this.next;
    this.next += 1;
    return id;
  }

  private keep(id: number, kept: Kept): void {
    const before = this.rows.get(id);
    this.rows.set(id, kept);
    this.journal?.push(before ? () => this.rows.set(id, before) : () => this.rows.delete(id));
  }
}
