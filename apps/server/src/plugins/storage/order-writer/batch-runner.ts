// One batch of the order writer inside its open transaction, whatever the connection: the
// observers begin, then each job runs in its own scope (a savepoint, or the writer thread's
// cheaper equivalent: sqlite-thread-batches.ts); a refused job's scope is undone and the
// observers roll its changes out of memory, the other jobs still commit.
import type { Transaction } from 'kysely';
import type { Database } from '../database-schema.ts';
import { SqlStatement } from '../sql-statement.ts';
import type { BatchObserver, Outcome, Pending } from './writer-types.ts';

type Trx = Transaction<Database>;
type Step = (trx: Trx) => void | Promise<void>;

/** How a job's writes are kept or taken back inside the batch's transaction. */
export interface JobScope {
  open: Step;
  keep: Step;
  undo: Step;
}

// One savepoint name for every job (each is released before the next starts), written as SQL
// once: the same prepared statements each time, and the job runs on the batch's own transaction
// (no transaction object per job).
const SAVEPOINT = new SqlStatement<never>('savepoint "job"');
const RELEASE = new SqlStatement<never>('release savepoint "job"');
const ROLLBACK_TO = new SqlStatement<never>('rollback to savepoint "job"');

/** Each job in a savepoint of the batch's transaction. */
export const SAVEPOINTS: JobScope = {
  open: (trx) => SAVEPOINT.run(trx, []),
  keep: (trx) => RELEASE.run(trx, []),
  undo: async (trx) => {
    await ROLLBACK_TO.run(trx, []);
    await RELEASE.run(trx, []);
  },
};

/**
 * Begins the observers and runs every job of `batch` on `trx`; the jobs' outcomes. When something
 * other than a job fails (an observer's begin, a savepoint), the observers that began end as
 * rolled back and the error is thrown: the batch fails as a whole.
 */
export async function runBatch(
  trx: Trx,
  batch: readonly Pending[],
  observers: readonly BatchObserver[],
  scope: JobScope,
): Promise<Outcome[]> {
  let begun = 0;
  try {
    for (const o of observers) {
      await o.begin(trx);
      begun += 1;
    }
    const outcomes: Outcome[] = [];
    for (const item of batch) {
      const opened = scope.open(trx);
      if (opened) await opened;
      const marks = observers.map((o) => o.mark());
      try {
        outcomes.push({ ok: true, value: await item.job(trx) });
        const kept = scope.keep(trx);
        if (kept) await kept;
      } catch (error) {
        observers.forEach((o, i) => o.rollbackTo(marks[i]!));
        const undone = scope.undo(trx);
        if (undone) await undone;
        outcomes.push({ ok: false, error });
      }
    }
    return outcomes;
  } catch (error) {
    endObservers(observers.slice(0, begun), false);
    throw error;
  }
}

/** The batch committed (what the observers keep stays) or did not (it leaves memory). */
export function endObservers(observers: readonly BatchObserver[], committed: boolean): void {
  for (const o of observers) o.end(committed);
}
