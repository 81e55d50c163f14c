// Chooses the order store of the writer's connection, once, when the OMS is wired (create-oms.ts).
import type { Kysely } from 'kysely';
import type { Database } from '../database-schema.ts';
import { SqlOrderStore } from './sql-order-store.ts';
import { ThreadOrderStore } from './thread-order-store.ts';

/** The writer thread's store when the order writer runs on its own thread, else the plain SQL one. */
export function orderStoreFor(
  db: Kysely<Database>,
  writer: { readonly threaded: boolean },
): SqlOrderStore | ThreadOrderStore {
  return writer.threaded ? new ThreadOrderStore(db) : new SqlOrderStore(db);
}
