// The order store where every statement is answered at once (SQLite on the event loop's
// connection, PostgreSQL): each call reads or writes the database; nothing is kept in memory.
import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../database-schema.ts';
import {
  accountOf,
  fillCount,
  findByRef,
  findOrder,
  insertOrder,
  type OrderAccount,
  type OrderRow,
} from './order-rows.ts';

type Trx = Transaction<Database>;

export class SqlOrderStore {
  constructor(protected readonly db: Kysely<Database>) {}

  account(trx: Trx, sub: string): Promise<OrderAccount | undefined> {
    return accountOf(trx, sub);
  }

  findByRef(trx: Trx, sub: string, refId: string): Promise<OrderRow | undefined> {
    return findByRef(trx, sub, refId);
  }

  insert(trx: Trx, values: Omit<OrderRow, 'id'>): Promise<OrderRow | undefined> {
    return insertOrder(trx, values);
  }

  find(trx: Trx, id: number): Promise<OrderRow | undefined> {
    return findOrder(trx, id);
  }

  fills(trx: Trx, id: number): Promise<number> {
    return fillCount(trx, id);
  }

  changed(_trx: Trx, _row: OrderRow, _fillsAdded: number): void {}

  // Follows the writer's batches: nothing to keep.
  async begin(): Promise<void> {}
  mark(): number {
    return 0;
  }
  rollbackTo(): void {}
  end(): void {}
}
