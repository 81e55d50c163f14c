// The acceptances of open orders re-sent to a fresh exchange (a restart, a market node taking over
// in a cluster) written together: each only gives its order the new exchange's order id (and a
// sent or reserved one its pending status, as the order machine's `accepted` does), so one
// statement per 500 orders replaces a writer job of four statements per order, which would hold
// the orders placed right after a takeover up behind hundreds of them.
import { ORDER_STATUS_CODES as CODE } from '@sen/market';
import { sql, type Transaction } from 'kysely';
import type { Database } from '../../plugins/storage/database-schema.ts';
import type { OrderRow } from './order-repository.ts';
import type { OrderStore } from './order-store.ts';

const CHUNK = 500;

/** Writes the exchange ids (order id -> exchange order id) in one writer job; the rows as written. */
export async function writeAcceptances(
  trx: Transaction<Database>,
  store: OrderStore,
  accepted: ReadonlyMap<number, string>,
  now: number,
): Promise<OrderRow[]> {
  const written: OrderRow[] = [];
  const ids = [...accepted.keys()];
  for (let i = 0; i < ids.length; i += CHUNK) {
    const values = sql.join(
      ids
        .slice(i, i + CHUNK)
        .map((id) => sql`(cast(${id} as integer), cast(${accepted.get(id)!} as varchar(32)))`),
    );
    // VALUES columns are column1, column2 on both SQLite and PostgreSQL.
    const result = await sql<OrderRow>`
      update orders set exchange_order_id = accepted.column2,
        status = case when orders.status in (${CODE.sent}, ${CODE.reserved}) then ${CODE.pending}
                      else orders.status end,
        updated_at = ${now}
      from (values ${values}) as accepted
      where orders.id = accepted.column1
      returning *`.execute(trx);
    // PostgreSQL's `*` has the VALUES columns too.
    for (const { column1: _id, column2: _exchangeId, ...row } of result.rows as Array<
      OrderRow & { column1?: unknown; column2?: unknown }
    >) {
      store.changed(trx, row, 0);
      written.push(row);
    }
  }
  return written;
}
