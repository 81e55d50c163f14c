// SQL of customers' price alerts (migration 019).
import type { Kysely, Selectable } from 'kysely';
import type { PriceAlertsTable } from '../../plugins/storage/alert-tables.ts';
import type { Database } from '../../plugins/storage/database-schema.ts';

export type AlertRow = Selectable<PriceAlertsTable>;

/** What a customer sets: the condition, its repeat mode and whether it watches. */
export interface AlertInput {
  symbol: string;
  kind: string;
  threshold: number;
  repeat: string;
  status: 'active' | 'disabled';
}

const normal = (row: AlertRow): AlertRow => ({
  ...row,
  id: Number(row.id),
  customer_id: Number(row.customer_id),
  threshold: Number(row.threshold),
  armed: Number(row.armed),
  created_at: Number(row.created_at),
  updated_at: Number(row.updated_at),
  fired_at: row.fired_at === null ? null : Number(row.fired_at),
  last_price: row.last_price === null ? null : Number(row.last_price),
});

export class AlertRepository {
  constructor(readonly db: Kysely<Database>) {}

  async list(customerId: number): Promise<AlertRow[]> {
    const rows = await this.db
      .selectFrom('price_alerts')
      .selectAll()
      .where('customer_id', '=', customerId)
      .orderBy('id', 'desc')
      .execute();
    return rows.map(normal);
  }

  async find(customerId: number, id: number): Promise<AlertRow | undefined> {
    const row = await this.db
      .selectFrom('price_alerts')
      .selectAll()
      .where('customer_id', '=', customerId)
      .where('id', '=', id)
      .executeTakeFirst();
    return row && normal(row);
  }

  /** Every active alert (the leader's watch list at start). */
  async active(): Promise<AlertRow[]> {
    const rows = await this.db
      .selectFrom('price_alerts')
      .selectAll()
      .where('status', '=', 'active')
      .execute();
    return rows.map(normal);
  }

  /** Active alerts of a customer, other than `exceptId`. */
  async countActive(customerId: number, exceptId?: number): Promise<number> {
    let query = this.db
      .selectFrom('price_alerts')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('customer_id', '=', customerId)
      .where('status', '=', 'active');
    if (exceptId !== undefined) query = query.where('id', '!=', exceptId);
    const row = await query.executeTakeFirstOrThrow();
    return Number(row.n);
  }

  async insert(customerId: number, input: AlertInput, now: number): Promise<AlertRow> {
    const row = await this.db
      .insertInto('price_alerts')
      .values({
        customer_id: customerId,
        ...input,
        armed: 1,
        created_at: now,
        updated_at: now,
        fired_at: null,
        last_price: null,
      })
      .returningAll()
      .executeTakeFirstOrThrow();
    return normal(row);
  }

  /** Rewrites an alert of the customer (armed again); undefined when it is not theirs. */
  async update(
    customerId: number,
    id: number,
    input: AlertInput,
    now: number,
  ): Promise<AlertRow | undefined> {
    const row = await this.db
      .updateTable('price_alerts')
      .set({ ...input, armed: 1, updated_at: now })
      .where('customer_id', '=', customerId)
      .where('id', '=', id)
      .returningAll()
      .executeTakeFirst();
    return row && normal(row);
  }

  async remove(customerId: number, id: number): Promise<boolean> {
    const result = await this.db
      .deleteFrom('price_alerts')
      .where('customer_id', '=', customerId)
      .where('id', '=', id)
      .executeTakeFirst();
    return Number(result.numDeletedRows) > 0;
  }
}
