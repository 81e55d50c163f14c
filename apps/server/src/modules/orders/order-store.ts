// The order store: how the OMS reads and writes an order's own row inside the writer's jobs (a
// port; plugins/storage/order-store/ holds one implementation per kind of writer connection,
// chosen once when the OMS is wired). It follows the writer's batches, so whatever it keeps in
// memory rolls back with a refused job or a failed batch.
import type { Transaction } from 'kysely';
import type { Database } from '../../plugins/storage/database-schema.ts';
import type { OrderAccount } from '../../plugins/storage/order-store/order-rows.ts';
import type { BatchObserver } from './writer-types.ts';
import type { OrderRow } from './order-repository.ts';

type Trx = Transaction<Database>;

export interface OrderStore extends BatchObserver {
  /** The sub-account's owner and status with its customer's status. */
  account(trx: Trx, sub: string): Promise<OrderAccount | undefined>;
  /** The order the sub-account made under `refId`, if any. */
  findByRef(trx: Trx, sub: string, refId: string): Promise<OrderRow | undefined>;
  /** Inserts a new order; undefined (nothing written) when the sub-account has an order under its refId. */
  insert(trx: Trx, values: Omit<OrderRow, 'id'>): Promise<OrderRow | undefined>;
  find(trx: Trx, id: number): Promise<OrderRow | undefined>;
  /** Fills written so far for the order. */
  fills(trx: Trx, id: number): Promise<number>;
  /** An order's row after a change (and its fills, when the change wrote some). */
  changed(trx: Trx, row: OrderRow, fillsAdded: number): void;
}
