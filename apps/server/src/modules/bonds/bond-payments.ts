// Coupons and principal: for every bond, each coupon date on or before the market date is paid to
// the sub-accounts that held the bond at the end of the day before it (their ledger balance now,
// less the desk's trades of that date and later), 5% personal income tax withheld; at maturity the principal too, and the
// bonds go back to the issuer. One ledger entry per payment and sub-account, ref
// `symbol|date|sub` (a payment is never made twice), with its notification in the same transaction.
import { addDays, cashFlowSchedule, couponDates } from '@sen/market';
import type { BondDesk, DeskBond } from '@sen/exchange';
import type { NotificationKind } from '@sen/protocol';
import type { Kysely } from 'kysely';
import type { Database } from '../../plugins/storage/database-schema.ts';
import type { LedgerService } from '../ledger/ledger-service.ts';
import type { CashArrived } from '../margin/cash-arrivals.ts';
import type { NotificationService } from '../notifications/notification-service.ts';
import { BOND_ENTRY_KINDS, bondCoupon, bondPrincipal } from './bond-entries.ts';
import { currentHolders, paidRefs, tradesSince } from './bond-repository.ts';
import { couponText, memoOf, principalText } from './bond-texts.ts';

export interface BondPaymentDeps {
  db: Kysely<Database>;
  desk: BondDesk;
  ledger: LedgerService;
  notifications: NotificationService;
  /** A coupon or principal paid to a margin sub-account repays its debt first (margin/cash-arrivals.ts). */
  arrived?: CashArrived;
}

/** Pays every coupon and principal due on or before `date`; returns how many payments were posted. */
export async function payBondsDue(deps: BondPaymentDeps, date: string): Promise<number> {
  let paid = 0;
  for (const bond of deps.desk.bonds) paid += await payBond(deps, bond, date);
  return paid;
}

async function payBond(deps: BondPaymentDeps, bond: DeskBond, date: string): Promise<number> {
  const dates = couponDates(bond).filter((d) => d <= date);
  if (dates.length === 0) return 0;
  const done = await paidRefs(deps.db, bond.symbol);
  const now = await currentHolders(deps.db, bond.symbol);
  const later = await tradesSince(deps.db, bond.symbol, dates[0]!);
  // Who may have held it: holders now, and those who sold since the first date.
  const accounts = new Set([...now.keys(), ...later.map((t) => t.account)]);
  let paid = 0;
  for (const due of dates) {
    for (const sub of accounts) {
      const current = now.get(sub) ?? 0;
      const ref = `${bond.symbol}|${due}|${sub}`;
      if (done.has(ref)) continue;
      const since = later.filter((t) => t.account === sub && t.date >= due).reduce((n, t) => n + t.volume, 0);
      const volume = current - since;
      if (volume > 0 && (await payOne(deps, bond, due, sub, volume, ref))) paid += 1;
    }
  }
  return paid;
}

async function payOne(
  deps: BondPaymentDeps,
  bond: DeskBond,
  due: string,
  sub: string,
  volume: number,
  ref: string,
): Promise<boolean> {
  // The coupon of one period (the schedule of a holding from the day before gives exactly it).
  const [coupon] = cashFlowSchedule(bond, addDays(due, -1), volume, due);
  if (!coupon) return false;
  return deps.db.transaction().execute(async (trx) => {
    const account = await trx
      .selectFrom('sub_accounts')
      .select('customer_id')
      .where('sub_acnt_no', '=', sub)
      .executeTakeFirst();
    const text = couponText(bond.symbol, due, coupon.net, coupon.tax);
    const ok = await deps.ledger.post(
      trx,
      BOND_ENTRY_KINDS.coupon,
      ref,
      bondCoupon(sub, coupon.gross, coupon.tax),
      memoOf(text),
    );
    if (!ok) return false;
    await deps.arrived?.(trx, sub, coupon.net, `bond-coupon|${ref}`);
    const notify = async (
      kind: NotificationKind,
      t: { vi: string; en: string },
      data: Record<string, unknown>,
    ) => {
      if (account)
        await deps.notifications.notify(
          { customerId: Number(account.customer_id), kind, subAccount: sub, ref, ...t, data },
          trx,
        );
    };
    await notify('bond-coupon', text, { symbol: bond.symbol, date: due, net: coupon.net, tax: coupon.tax });
    if (due === bond.maturityDate) {
      const held = (await deps.ledger.balances(sub, trx)).get(bond.symbol);
      const principal = volume * bond.par;
      const cost = held && held.total > 0 ? Math.round((held.cost * volume) / held.total) : 0;
      const words = principalText(bond.symbol, volume, principal);
      await deps.ledger.post(
        trx,
        BOND_ENTRY_KINDS.principal,
        ref,
        bondPrincipal(sub, bond.symbol, volume, principal, cost),
        memoOf(words),
      );
      await deps.arrived?.(trx, sub, principal, `bond-principal|${ref}`);
      await notify('bond-principal', words, { symbol: bond.symbol, volume, amount: principal });
    }
    return true;
  });
}
