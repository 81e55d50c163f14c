// The acceptances of open orders re-sent to a fresh exchange (a restart, a market node taking over
// in a cluster) written together: each only gives its order the new exchange's order id (and a
// sent or reserved one its pending status, as the order machine's `accepted` does), so one read and
// one update per 500 orders replace a writer job of four statements per order, which would hold
// the orders placed right after a takeover up behind hundreds of them.
import { ORDER_STATUS_CODES as CODE } from '@sen/market';
import { sql, type Transaction } from 'kysely';
import type { Database } from '../../plugins/storage/database-schema.ts';
import type { OrderRow } from './order-repository.ts';
import type { OrderMemory } from './order-memory.ts';

const CHUNK = 500;

export interface AcceptedChange {
  before: OrderRow;
  after: OrderRow;
}

/** Writes the exchange ids (order id -> exchange order id) in one writer job; the rows before and after. */
export async function writeAcceptances(
  trx: Transaction<Database>,
  memory: OrderMemory,
  accepted: ReadonlyMap<number, string>,
  now: number,
): Promise<AcceptedChange[]> {
  const changes: AcceptedChange[] = [];
  const ids = [...accepted.keys()];
  for (let i = 0; i < ids.length; i += CHUNK) {
    const chunk = ids.slice(i, i + CHUNK);
    const rows = (await trx
      .selectFrom('orders')
      .selectAll()
      .where('id', 'in', chunk)
      .execute()) as OrderRow[];
    const cases = sql.join(
      chunk.map((id) => sql`when ${id} then ${accepted.get(id)!}`),
      sql` `,
    );
    await sql`
      update orders set exchange_order_id = case id ${cases} end,
        status = case when status in (${CODE.sent}, ${CODE.reserved}) then ${CODE.pending} else status end,
        updated_at = ${now}
      where id in (${sql.join(chunk)})`.execute(trx);
    for (const before of rows) {
      const pending = before.status === CODE.sent || before.status === CODE.reserved;
      const after: OrderRow = {
        ...before,
        exchange_order_id: accepted.get(Number(before.id)) ?? null,
        status: pending ? CODE.pending : before.status,
        updated_at: now,
      };
      memory.changed(trx, after, 0);
      changes.push({ before, after });
    }
  }
  return changes;
}
