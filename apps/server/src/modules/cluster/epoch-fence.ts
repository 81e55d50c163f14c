// The fencing token at work (issue 27): every batch of the order writer on a market node of a
// cluster opens with one statement that carries the node's epoch (as the transaction's setting
// `sen.epoch`) and reads the lease's epoch with a FOR KEY SHARE lock held until the batch commits.
// A takeover locks the row FOR UPDATE, so it waits for a batch under way and every batch after it
// sees the new epoch: a batch of a node whose epoch is no longer the lease's is refused before it
// writes anything, and a node that is not the market node has no epoch (its batches are refused
// too: the order writer only runs on the leader). The batch's transaction may stay idle for at most
// the lease time, so a node frozen inside one does not hold a takeover up. A checked batch that then
// fails (the connection dropped, the idle limit) is reported: the node's exchange has acted on what
// the database does not hold, so it steps down and starts afresh.
import { sql, type Transaction } from 'kysely';
import type { Database } from '../../plugins/storage/database-schema.ts';
import type { BatchObserver } from '../../plugins/storage/order-writer/writer-types.ts';

/** A write refused because this node does not hold the lease's current epoch. */
export class FencedError extends Error {
  override readonly name = 'FencedError';
}

export class EpochFence implements BatchObserver {
  /** Batches refused because the node's epoch was not the lease's (or it held none). */
  refused = 0;
  /** Batches let through with a checked epoch. */
  checked = 0;

  constructor(
    /** The epoch this node holds while it leads (undefined otherwise). */
    private readonly epoch: () => number | undefined,
    private readonly idleMs: number,
    private readonly onFenced: (held: number | undefined, current: number | undefined) => void = () => {},
    /** A batch that passed the check failed to commit: memory (the exchange) no longer matches. */
    private readonly onFailed: (error: unknown) => void = () => {},
  ) {}

  /** The epoch checked by the batch under way (undefined between batches). */
  private inBatch: number | undefined;

  async begin(trx: Transaction<Database>): Promise<void> {
    const held = this.epoch();
    if (held === undefined) {
      this.refused += 1;
      this.onFenced(undefined, undefined);
      throw new FencedError('this node does not run the market (no lease epoch)');
    }
    const result = await sql<{ epoch: number }>`
      SELECT epoch, set_config('sen.epoch', ${String(held)}, true) AS carried,
             set_config('idle_in_transaction_session_timeout', ${String(this.idleMs)}, true) AS idle
        FROM leader_lease WHERE id = 1 FOR KEY SHARE`.execute(trx);
    const current = result.rows[0] === undefined ? undefined : Number(result.rows[0].epoch);
    if (current !== held) {
      this.refused += 1;
      this.onFenced(held, current);
      throw new FencedError(`fenced: this node holds epoch ${held}, the lease is at ${current}`);
    }
    this.checked += 1;
    this.inBatch = held;
  }

  mark(): number {
    return 0;
  }

  rollbackTo(): void {}

  end(committed: boolean): void {
    const epoch = this.inBatch;
    this.inBatch = undefined;
    if (!committed && epoch !== undefined)
      this.onFailed(new Error(`an order writer batch of epoch ${epoch} failed`));
  }
}
