// The orders the writer has just written, kept in memory for the writer thread's fast batches
// (plugins/storage/sqlite-pipe.ts), where a statement whose rows a job reads makes the event loop
// wait for the worker to run everything queued before it. With the rows here the order path reads
// nothing back from SQLite: a new order's number comes from a counter (only the writer inserts
// orders), its refId is known new when its sub-account's refIds (loaded once) do not hold it, and
// an exchange event finds its order's row and fill count here.
//
// Only used in fast batches (`isPipelined`): on the event loop's connection, in careful batches and
// on PostgreSQL every call goes to the database as before. Every change is journaled like the
// ledger's balances (a refused job's savepoint takes its changes out of memory too), and a batch
// the worker fails drops the rows and the counter (`reset`), to be read again from the database.
import type { Transaction } from 'kysely';
import type { Database } from '../../plugins/storage/database-schema.ts';
import { isPipelined } from '../../plugins/storage/sqlite-direct.ts';
import { SqlStatement } from '../../plugins/storage/sql-statement.ts';
import { UndoJournal } from '../../plugins/storage/undo-journal.ts';
import type { BatchObserver } from './group-commit.ts';
import { fillCount, findOrder, type OrderRow } from './order-repository.ts';

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

export class OrderMemory extends UndoJournal implements BatchObserver {
  private readonly rows = new Map<number, Kept>();
  private readonly refIds = new Map<string, Set<string>>();
  private next: number | undefined;

  constructor(private readonly limit = 100_000) {
    super();
  }

  /** True when `trx` is a fast batch of the writer thread: the memory serves it. */
  serves(trx: Trx): boolean {
    return isPipelined(trx);
  }

  async begin(): Promise<void> {
    if (this.rows.size > this.limit) this.rows.clear();
    if (this.refIds.size > this.limit) this.refIds.clear();
    this.journal = [];
  }

  /**
   * After a failed batch (or another connection's commit): rows and the order counter are read
   * again. The refIds stay: every order written to this file goes through the writer, fast or
   * careful, and lands in its sub-account's set (`inserted`), so a set only ever holds
   * more than the table (a rolled-back refId costs one lookup). Reading a busy sub-account's refIds
   * again took tens of ms on the event loop each time.
   */
  reset(): void {
    this.rows.clear();
    this.next = undefined;
  }

  /** Whether the sub-account may have an order under `refId` (false: it certainly has none). */
  async mayHaveRef(trx: Trx, sub: string, refId: string): Promise<boolean> {
    let refs = this.refIds.get(sub);
    if (refs === undefined) {
      refs = new Set((await refIdsOf.all(trx, [sub])).map((r) => r.ref_id));
      this.refIds.set(sub, refs);
      this.journal?.push(() => this.refIds.delete(sub));
    }
    return refs.has(refId);
  }

  /** The number of the next new order. */
  async nextId(trx: Trx): Promise<number> {
    if (this.next === undefined) this.next = Number((await lastId.first(trx, []))?.id ?? 0) + 1;
    const id = this.next;
    this.next += 1;
    return id;
  }

  /** An order just inserted. */
  inserted(trx: Trx, row: OrderRow): void {
    this.refIds.get(row.sub_acnt_no)?.add(row.ref_id); // a rolled-back refId left here only costs a lookup
    if (this.serves(trx)) this.keep(row.id, { row, fills: 0 });
  }

  /** An order's row after a change (and its fills, when the change wrote some). */
  changed(trx: Trx, row: OrderRow, fillsAdded: number): void {
    if (!this.serves(trx)) return;
    const kept = this.rows.get(row.id);
    const fills = kept?.fills === undefined ? undefined : kept.fills + fillsAdded;
    this.keep(row.id, { row, fills });
  }

  async find(trx: Trx, id: number): Promise<OrderRow | undefined> {
    if (!this.serves(trx)) return findOrder(trx, id);
    const kept = this.rows.get(id);
    if (kept) return kept.row;
    const row = await findOrder(trx, id);
    if (row) this.keep(id, { row, fills: undefined });
    return row;
  }

  async fills(trx: Trx, id: number): Promise<number> {
    if (!this.serves(trx)) return fillCount(trx, id);
    const kept = this.rows.get(id);
    if (kept?.fills !== undefined) return kept.fills;
    const fills = await fillCount(trx, id);
    if (kept) this.keep(id, { row: kept.row, fills });
    return fills;
  }

  private keep(id: number, kept: Kept): void {
    const before = this.rows.get(id);
    this.rows.set(id, kept);
    this.journal?.push(before ? () => this.rows.set(id, before) : () => this.rows.delete(id));
  }
}
