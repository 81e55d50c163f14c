// The simulated bank: on the leader node only (cluster leader hook), it looks every second of wall
// time for withdrawals whose next step is due by the MARKET clock and moves each one step along
// (bank-transitions.ts): the status change, its ledger entry and its notification in ONE
// transaction, guarded by the status it moves from, so a step runs once even across a crash
// (a step cut off by kill -9 is simply taken again after the restart).
import type { Kysely } from 'kysely';
import type { BankTransferStatus } from '@sen/market';
import type { Database } from '../../plugins/storage/database-schema.ts';
import type { LedgerService } from '../ledger/ledger-service.ts';
import type { BankNotices } from './bank-notices.ts';
import { dueWithdrawals, moveTransfer, toTransfer } from './bank-repository.ts';
import { nextStep } from './bank-transitions.ts';

const BATCH = 100;

export interface ProcessorDeps {
  db: Kysely<Database>;
  ledger: LedgerService;
  notices: BankNotices;
  clock: () => number;
  stepMs: number;
  onError: (error: unknown) => void;
}

export class BankProcessor {
  private timer: NodeJS.Timeout | undefined;
  private running: Promise<number> | undefined;

  constructor(private readonly d: ProcessorDeps) {}

  start(intervalMs = 1_000): void {
    if (this.timer) return;
    this.timer = setInterval(() => void this.tick(), intervalMs);
    this.timer.unref();
  }

  stop(): void {
    clearInterval(this.timer);
    this.timer = undefined;
  }

  /** One pass (never two at once); resolves to the number of steps taken. */
  tick(): Promise<number> {
    this.running ??= this.run()
      .catch((error: unknown) => {
        this.d.onError(error);
        return 0;
      })
      .finally(() => (this.running = undefined));
    return this.running;
  }

  private async run(): Promise<number> {
    const now = this.d.clock();
    let steps = 0;
    for (const row of await dueWithdrawals(this.d.db, now, BATCH)) {
      const step = nextStep({
        id: Number(row.id),
        sub: row.sub_acnt_no,
        amount: Number(row.amount),
        fee: Number(row.fee),
        status: row.status as BankTransferStatus,
        outcome: row.demo_outcome,
      });
      if (!step) continue;
      const moved = await this.d.db.transaction().execute(async (trx) => {
        const ok = await moveTransfer(trx, Number(row.id), {
          from: row.status,
          to: step.status,
          at: now,
          due: now + this.d.stepMs,
        });
        if (!ok) return undefined;
        if (step.entry)
          await this.d.ledger.post(
            trx,
            step.entry.kind,
            String(row.id),
            step.entry.postings,
            step.entry.memo,
          );
        const transfer = toTransfer({
          ...row,
          status: step.status,
          updated_at: now,
          due_at: now + this.d.stepMs,
        });
        await this.d.notices.store(Number(row.customer_id), transfer, trx);
        return transfer;
      });
      if (!moved) continue;
      steps += 1;
      this.d.notices.push(row.username, moved);
    }
    return steps;
  }
}
