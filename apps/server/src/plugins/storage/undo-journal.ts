// What a batch of the order writer changed in memory, as undo steps: a job rolled back to its
// savepoint, or a batch that failed, takes its changes out of memory as the database takes them
// out of the file. Kept by the ledger's in-memory balances and the orders the writer just wrote;
// the writer drives it (orders/group-commit.ts, `BatchObserver`).
export abstract class UndoJournal {
  /** Undo steps of the open batch; undefined between batches. */
  protected journal: Array<() => void> | undefined;

  /** A job starts: the point its savepoint rolls back to. */
  mark(): number {
    return this.journal?.length ?? 0;
  }

  /** A job was rolled back to its savepoint: its changes leave memory too. */
  rollbackTo(mark: number): void {
    const journal = this.journal;
    if (!journal) return;
    while (journal.length > mark) journal.pop()!();
  }

  /** The batch committed (its changes stay) or was rolled back (they leave). */
  end(committed: boolean): void {
    if (!committed) this.rollbackTo(0);
    this.journal = undefined;
  }
}
