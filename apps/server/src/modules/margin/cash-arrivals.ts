// Cash that arrives on a margin sub-account repays its debt first (issue 17): every module that
// credits cash from outside the account's own orders (a bank deposit, an internal transfer in, a
// cash dividend, a bond coupon, principal or sell-back) calls this in the SAME transaction that
// credits it, with a ref naming the arrival. The margin module's `applyArrivedCash` is the one
// implementation (a no-op for normal sub-accounts and accounts without debt; once per ref).
import type { Db } from '../ledger/ledger-repository.ts';

/** Lets `amount` VND that just arrived on `sub` repay its margin debt; returns what it repaid. */
export type CashArrived = (db: Db, sub: string, amount: number, ref: string) => Promise<number>;

/** The app's arrivals hook: `app.margin.applyArrivedCash` in the caller's transaction. */
export const cashArrivalsOf =
  (margin: { applyArrivedCash(sub: string, amount: number, ref: string, db?: Db): Promise<number> }) =>
  (db: Db, sub: string, amount: number, ref: string): Promise<number> =>
    margin.applyArrivedCash(sub, amount, ref, db);
