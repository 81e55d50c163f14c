// The back office of corporate actions (issue 18): at each new trading day it records the
// entitlements of events whose record date has come (from the holdings the ledger shows before the
// ex-date) and pays those whose payment date has come: cash dividends net of the 5% personal income
// tax, dividend and bonus shares pending listing; at the listing date it tells the holders of new
// shares (dividend, bonus, registered rights) that they are tradable. Each payment is one ledger
// entry with its notification, in one transaction; every step is idempotent, so a re-run (restart)
// changes nothing.
import type { CorporateEvent } from '@sen/exchange';
import { cashDividendOf, formatDate, formatInteger, newSharesOf, ratioOfShares } from '@sen/market';
import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../../plugins/storage/database-schema.ts';
import type { LedgerService } from '../ledger/ledger-service.ts';
import type { CashArrived } from '../margin/cash-arrivals.ts';
import type { NotificationInput } from '../notifications/notification-repository.ts';
import { cashDividend, dividendShares } from './corporate-entries.ts';
import {
  dueListings,
  duePayments,
  endedRights,
  holdersBefore,
  insertEntitlement,
  markClosed,
  markListed,
  markPaid,
  type EntitlementRow,
  type NewEntitlement,
} from './entitlement-repository.ts';

export interface CorporateActionsDeps {
  db: Kysely<Database>;
  ledger: LedgerService;
  /** The live corporate actions (the market's calendar). */
  calendar: { live(): { symbol: string; event: CorporateEvent }[] };
  now: () => number;
  notify: (input: NotificationInput, db: Transaction<Database>) => Promise<void>;
  /** A cash dividend on a margin sub-account repays its debt first (margin/cash-arrivals.ts). */
  arrived?: CashArrived;
}

/** What one holder of `shares` is entitled to by an event (AGMs: nothing). */
function entitlementOf(
  symbol: string,
  event: CorporateEvent,
  holder: { subAcntNo: string; customerId: number; shares: number },
): NewEntitlement | undefined {
  const base = {
    event_id: event.id,
    symbol,
    // Bonus shares settle as a stock dividend under a kind of their own (their statement wording).
    kind: event.kind === 'stock-dividend' && event.bonus === true ? 'bonus-shares' : event.kind,
    sub_acnt_no: holder.subAcntNo,
    customer_id: holder.customerId,
    shares: holder.shares,
    ex_date: event.exDate,
    record_date: event.recordDate,
    price: 0,
    period_start: null,
    period_end: null,
    ratio: null,
    transfer_end: null,
  };
  if (event.kind === 'cash-dividend') {
    const { gross, tax } = cashDividendOf(holder.shares, event.perShare);
    return { ...base, cash: gross, tax, new_shares: 0, payment_date: event.paymentDate, listing_date: null };
  }
  if (event.kind === 'stock-dividend') {
    const shares = newSharesOf(holder.shares, ratioOfShares(event.ratio));
    return {
      ...base,
      cash: 0,
      tax: 0,
      new_shares: shares,
      payment_date: event.paymentDate,
      listing_date: event.listingDate,
    };
  }
  if (event.kind === 'rights-issue') {
    const shares = newSharesOf(holder.shares, ratioOfShares(event.ratio));
    return {
      ...base,
      cash: 0,
      tax: 0,
      new_shares: shares,
      price: event.price,
      period_start: event.subscriptionStart,
      period_end: event.subscriptionEnd,
      // Kept with the row: a later calendar (a restart on another day) may not have the event.
      ratio: event.ratio,
      transfer_end: event.transferEnd,
      payment_date: null,
      listing_date: event.listingDate,
    };
  }
  return undefined;
}

export class CorporateActionsService {
  /** Events whose entitlements this process has recorded (a restart records them again: a no-op). */
  private readonly recorded = new Set<string>();

  constructor(private readonly deps: CorporateActionsDeps) {}

  /** The day's work for `date` (a trading day that has begun): record, then pay. */
  async runDay(date: string): Promise<{ recorded: number; paid: number }> {
    let recorded = 0;
    for (const { symbol, event } of this.deps.calendar.live()) {
      if (event.kind === 'agm' || event.recordDate > date || this.recorded.has(event.id)) continue;
      recorded += await this.record(symbol, event);
      this.recorded.add(event.id);
    }
    let paid = 0;
    for (const row of await duePayments(this.deps.db, date)) if (await this.pay(row)) paid += 1;
    for (const row of await endedRights(this.deps.db, date)) await this.close(row);
    const listings = await dueListings(this.deps.db, date);
    // The ledger lists the shares at the day's settlement (ledger/listing-settlement.ts): it runs
    // first (one at a time, idempotent), so the customer is told only once they are tradable.
    if (listings.length > 0) await this.deps.ledger.settleDue(date);
    for (const row of listings) await this.listed(row);
    return { recorded, paid };
  }

  /** New shares of an entitlement are listed (tradable): the holder is told, once. */
  private async listed(row: EntitlementRow): Promise<void> {
    await this.deps.db.transaction().execute(async (trx) => {
      if (!(await markListed(trx, row.id, this.deps.now()))) return;
      await this.deps.notify(listedNotice(row), trx);
    });
  }

  /** A rights subscription period has ended: what was not registered lapses. */
  private async close(row: EntitlementRow): Promise<void> {
    await this.deps.db.transaction().execute(async (trx) => {
      if (!(await markClosed(trx, row.id, this.deps.now()))) return;
      const lapsed = row.new_shares - row.registered;
      if (lapsed <= 0) return;
      await this.deps.notify(
        {
          customerId: row.customer_id,
          kind: 'rights-lapsed',
          subAccount: row.sub_acnt_no,
          ref: row.event_id,
          vi: `${row.symbol}: hết hạn đăng ký quyền mua; ${formatInteger(lapsed)} quyền chưa đăng ký đã hết hiệu lực (tiểu khoản ${row.sub_acnt_no})`,
          en: `${row.symbol}: the rights subscription has ended; ${formatInteger(lapsed)} unregistered rights lapsed (sub-account ${row.sub_acnt_no})`,
          data: { symbol: row.symbol, lapsed, registered: row.registered },
        },
        trx,
      );
    });
  }

  private async record(symbol: string, event: CorporateEvent): Promise<number> {
    const holders = await holdersBefore(this.deps.db, symbol, event.exDate);
    let written = 0;
    for (const holder of holders) {
      const entitlement = entitlementOf(symbol, event, holder);
      if (!entitlement || (entitlement.cash === 0 && entitlement.new_shares === 0)) continue;
      await this.deps.db.transaction().execute(async (trx) => {
        if (!(await insertEntitlement(trx, entitlement, this.deps.now()))) return;
        written += 1;
        await this.deps.notify(entitledNotice(entitlement), trx);
      });
    }
    return written;
  }

  private async pay(row: EntitlementRow): Promise<boolean> {
    return this.deps.db.transaction().execute(async (trx) => {
      if (!(await markPaid(trx, row.id, this.deps.now()))) return false;
      const ref = `${row.event_id}|${row.sub_acnt_no}`;
      if (row.kind === 'cash-dividend') {
        await this.deps.ledger.post(
          trx,
          'cash-dividend',
          ref,
          cashDividend(row.sub_acnt_no, row.cash, row.tax),
          `cash dividend ${row.symbol} ${row.event_id}: ${row.shares} shares, tax ${row.tax}`,
        );
        await this.deps.arrived?.(trx, row.sub_acnt_no, row.cash - row.tax, `cash-dividend|${ref}`);
      } else {
        const bonus = row.kind === 'bonus-shares';
        await this.deps.ledger.post(
          trx,
          bonus ? 'bonus-shares' : 'stock-dividend',
          ref,
          dividendShares(row.sub_acnt_no, row.symbol, row.new_shares, row.listing_date!),
          `${bonus ? 'bonus' : 'dividend'} shares ${row.symbol} ${row.event_id}: ${row.new_shares} listed ${row.listing_date}`,
        );
      }
      await this.deps.notify(paidNotice(row), trx);
      return true;
    });
  }
}

/** A market date in a notification's language (dd/mm/yyyy); empty when there is none. */
const day = (date: string | null, language: 'vi' | 'en') => (date ? formatDate(date, language) : '');

function entitledNotice(e: NewEntitlement): NotificationInput {
  const held = formatInteger(e.shares);
  const what =
    e.kind === 'cash-dividend'
      ? {
          vi: `cổ tức tiền ${formatInteger(e.cash)} đồng (thuế TNCN 5%: ${formatInteger(e.tax)} đồng), thanh toán ngày ${day(e.payment_date, 'vi')}`,
          en: `a cash dividend of VND ${formatInteger(e.cash)} (5% personal income tax: VND ${formatInteger(e.tax)}), paid on ${day(e.payment_date, 'en')}`,
        }
      : e.kind === 'stock-dividend' || e.kind === 'bonus-shares'
        ? {
            vi: `${formatInteger(e.new_shares)} ${e.kind === 'bonus-shares' ? 'cổ phiếu thưởng' : 'cổ phiếu cổ tức'}, về tài khoản ngày ${day(e.payment_date, 'vi')}, giao dịch từ ngày ${day(e.listing_date, 'vi')}`,
            en: `${formatInteger(e.new_shares)} ${e.kind === 'bonus-shares' ? 'bonus' : 'dividend'} shares, credited on ${day(e.payment_date, 'en')}, tradable from ${day(e.listing_date, 'en')}`,
          }
        : {
            vi: `quyền mua tối đa ${formatInteger(e.new_shares)} cổ phiếu phát hành thêm`,
            en: `rights to buy up to ${formatInteger(e.new_shares)} new shares`,
          };
  return {
    customerId: e.customer_id,
    kind: 'entitlement',
    subAccount: e.sub_acnt_no,
    ref: e.event_id,
    vi: `${e.symbol}: với ${held} cổ phiếu sở hữu ngày đăng ký cuối cùng ${day(e.record_date, 'vi')}, tiểu khoản ${e.sub_acnt_no} được nhận ${what.vi}`,
    en: `${e.symbol}: holding ${held} shares at the record date ${day(e.record_date, 'en')}, sub-account ${e.sub_acnt_no} receives ${what.en}`,
    data: {
      symbol: e.symbol,
      eventId: e.event_id,
      shares: e.shares,
      cash: e.cash,
      tax: e.tax,
      newShares: e.new_shares,
    },
  };
}

function listedNotice(row: EntitlementRow): NotificationInput {
  const rights = row.kind === 'rights-issue';
  const shares = formatInteger(rights ? row.registered : row.new_shares);
  const what = rights
    ? { vi: 'cổ phiếu quyền mua', en: 'rights shares' }
    : row.kind === 'bonus-shares'
      ? { vi: 'cổ phiếu thưởng', en: 'bonus shares' }
      : { vi: 'cổ phiếu cổ tức', en: 'dividend shares' };
  return {
    customerId: row.customer_id,
    kind: 'shares-listed',
    subAccount: row.sub_acnt_no,
    ref: row.event_id,
    vi: `${row.symbol}: ${shares} ${what.vi} đã niêm yết, được giao dịch từ ngày ${day(row.listing_date, 'vi')} (tiểu khoản ${row.sub_acnt_no})`,
    en: `${row.symbol}: ${shares} ${what.en} listed, tradable from ${day(row.listing_date, 'en')} (sub-account ${row.sub_acnt_no})`,
    data: { symbol: row.symbol, eventId: row.event_id, shares: rights ? row.registered : row.new_shares },
  };
}

function paidNotice(row: EntitlementRow): NotificationInput {
  const cash = row.kind === 'cash-dividend';
  const bonus = row.kind === 'bonus-shares';
  return {
    customerId: row.customer_id,
    // A payment: the cash, or the new shares of a dividend or a bonus.
    kind: cash ? 'cash-dividend' : bonus ? 'bonus-shares' : 'stock-dividend',
    subAccount: row.sub_acnt_no,
    ref: row.event_id,
    vi: cash
      ? `${row.symbol}: đã nhận cổ tức ${formatInteger(row.cash - row.tax)} đồng (${formatInteger(row.cash)} trừ thuế TNCN ${formatInteger(row.tax)}) vào tiểu khoản ${row.sub_acnt_no}`
      : `${row.symbol}: đã nhận ${formatInteger(row.new_shares)} cổ phiếu ${bonus ? 'thưởng' : 'cổ tức'} chờ niêm yết (giao dịch từ ngày ${day(row.listing_date, 'vi')}) vào tiểu khoản ${row.sub_acnt_no}`,
    en: cash
      ? `${row.symbol}: dividend of VND ${formatInteger(row.cash - row.tax)} (${formatInteger(row.cash)} less VND ${formatInteger(row.tax)} personal income tax) credited to sub-account ${row.sub_acnt_no}`
      : `${row.symbol}: ${formatInteger(row.new_shares)} ${bonus ? 'bonus' : 'dividend'} shares credited pending listing (tradable from ${day(row.listing_date, 'en')}) to sub-account ${row.sub_acnt_no}`,
    data: {
      symbol: row.symbol,
      eventId: row.event_id,
      cash: row.cash,
      tax: row.tax,
      newShares: row.new_shares,
    },
  };
}
