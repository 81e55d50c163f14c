// An order keeps when it was placed on the MARKET clock (found by an audit, 2026-11-27): a reserved
// (Q) order goes to the exchange only in a phase that began after it was placed, and `created_at`
// is the wall clock (the demo clock runs elsewhere and faster), so a restart in the phase a
// next-session order was placed in sent it at once. Rows written before stay null (sent, as before,
// in the first phase that takes them).
import type { Kysely, Migration } from 'kysely';

export const orderPlacedAtMigration: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema.alterTable('orders').addColumn('placed_at', 'bigint').execute();
  },
};
