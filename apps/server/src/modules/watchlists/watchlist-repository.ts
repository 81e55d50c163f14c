// SQL of the customers' watchlists. Symbols are stored comma-joined in board order.
import type { Kysely } from 'kysely';
import type { Database } from '../../plugins/storage/database-schema.ts';

export interface StoredWatchlist {
  id: string;
  name: string;
  sequence: number;
  symbols: string[];
  pinned: string[];
}

const split = (text: string) => (text === '' ? [] : text.split(','));

export class WatchlistRepository {
  constructor(private readonly db: Kysely<Database>) {}

  async list(customerId: number): Promise<StoredWatchlist[]> {
    const rows = await this.db
      .selectFrom('watchlists')
      .select(['id', 'name', 'sequence', 'symbols', 'pinned'])
      .where('customer_id', '=', customerId)
      .orderBy('sequence')
      .orderBy('id')
      .execute();
    return rows.map((row) => ({
      id: row.id,
      name: row.name,
      sequence: Number(row.sequence),
      symbols: split(row.symbols),
      pinned: split(row.pinned),
    }));
  }

  /** Writes a list (insert or full update) of a customer. */
  async save(customerId: number, list: StoredWatchlist, now: number): Promise<void> {
    const values = {
      name: list.name,
      sequence: list.sequence,
      symbols: list.symbols.join(','),
      pinned: list.pinned.join(','),
      updated_at: now,
    };
    await this.db
      .insertInto('watchlists')
      .values({ customer_id: customerId, id: list.id, ...values })
      .onConflict((conflict) => conflict.columns(['customer_id', 'id']).doUpdateSet(values))
      .execute();
  }

  async remove(customerId: number, id: string): Promise<boolean> {
    const result = await this.db
      .deleteFrom('watchlists')
      .where('customer_id', '=', customerId)
      .where('id', '=', id)
      .executeTakeFirst();
    return Number(result.numDeletedRows) > 0;
  }

  /** Runs `work` in one transaction (a merge writes several lists or none). */
  async transaction<T>(work: (repository: WatchlistRepository) => Promise<T>): Promise<T> {
    return this.db.transaction().execute((trx) => work(new WatchlistRepository(trx)));
  }
}
