// One market day across the nodes (issue 27): the demo clock's origin (wall ms at the first day's
// start, that day and the start time) is stored with the market state (`market_state`, migration
// 023) by the first node elected, in a statement fenced by its epoch; every node adopts it, so a new
// leader continues the same virtual day and every node (its /health, /config.json, pings) reports
// the same market time.
import type { ClockDay } from '@sen/exchange';
import { sql, type Kysely } from 'kysely';
import type { Database } from '../../plugins/storage/database-schema.ts';

/** The stored day, undefined before a leader stored one. */
export async function readMarketDay(db: Kysely<Database>): Promise<ClockDay | undefined> {
  const result = await sql<{ clock_origin: number; first_day: string; clock_start: string }>`
    SELECT clock_origin, first_day, clock_start FROM market_state WHERE id = 1`.execute(db);
  const row = result.rows[0];
  return row && { origin: Number(row.clock_origin), firstDay: row.first_day, start: row.clock_start };
}

/** The leader of `epoch` stores its own day unless one is stored; gives the stored day. */
export async function claimMarketDay(db: Kysely<Database>, epoch: number, day: ClockDay): Promise<ClockDay> {
  await sql`
    INSERT INTO market_state (id, clock_origin, first_day, clock_start, epoch)
    SELECT 1, ${day.origin}, ${day.firstDay}, ${day.start}, ${epoch}
     WHERE (SELECT epoch FROM leader_lease WHERE id = 1) = ${epoch}
    ON CONFLICT (id) DO NOTHING`.execute(db);
  const stored = await readMarketDay(db);
  if (!stored) throw new Error(`the market day was not stored: epoch ${epoch} is no longer the lease's`);
  return stored;
}

export const sameDay = (a: ClockDay, b: ClockDay): boolean =>
  a.origin === b.origin && a.firstDay === b.firstDay && a.start === b.start;
