// An entitlement keeps the terms of its event as they were when it was recorded (found by an audit,
// 2026-11-27): the corporate calendar is generated from the market's first live day, so a server
// restarted on another day has another calendar, and rights recorded before lost the ratio and the
// transfer period they were announced with (RightsList showed an empty ratio). Rights rows now carry
// them; rows written before stay null (their terms are looked up in the calendar, as before).
import type { Kysely, Migration } from 'kysely';

export const entitlementTermsMigration: Migration = {
  async up(db: Kysely<unknown>) {
    const entitlements = () => db.schema.alterTable('entitlements');
    // Rights: the ratio as announced (`5:1`: one new share per five held) and the last day of the
    // transfer period (which runs from the subscription start).
    await entitlements().addColumn('ratio', 'varchar(16)').execute();
    await entitlements().addColumn('transfer_end', 'varchar(10)').execute();
  },
};
