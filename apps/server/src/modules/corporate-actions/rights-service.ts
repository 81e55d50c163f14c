// Rights issues (issue 18 item 5): a holder at the record date may buy new shares at the issue
// price within the subscription period, up to its entitlement; the price is paid from cash at once
// and the shares wait as receivables until their listing date. One ledger entry per registration,
// idempotent by the client's refId; unregistered rights lapse when the period ends.
import { formatDate, formatInteger } from '@sen/market';
import { isMarginSubAccount, type RightsItem, type RightsRegistration } from '@sen/protocol';
import type { CorporateEvent } from '@sen/exchange';
import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../../plugins/storage/database-schema.ts';
import type { AuditTrail, RequestOrigin } from '../audit/audit-trail.ts';
import { CASH, HOUSE, posting } from '../ledger/ledger-rules.ts';
import type { LedgerService } from '../ledger/ledger-service.ts';
import type { NotificationInput } from '../notifications/notification-repository.ts';
import { SenError } from '../../plugins/errors/sen-error.ts';
import { ISSUERS } from './corporate-entries.ts';
import { normalise, type EntitlementRow } from './entitlement-repository.ts';

export interface RightsDeps {
  db: Kysely<Database>;
  ledger: LedgerService;
  /** Market date. */
  today: () => string;
  now: () => number;
  notify: (input: NotificationInput, db: Transaction<Database>) => Promise<void>;
  /** The audit trail: one slip per registration, in its transaction. */
  audit: AuditTrail;
  /**
   * The rights' terms as announced, from the calendar: only for entitlements recorded before
   * migration 026 (later ones keep their terms in the row, whatever the calendar says now).
   */
  termsOf: (row: RightsEvent) => RightsTerms;
}

/** What an entitlement row names of its event. */
type RightsEvent = Pick<EntitlementRow, 'event_id' | 'symbol' | 'record_date'>;

/** What was announced of a rights issue beyond the price and the dates of the entitlement row. */
interface RightsTerms {
  ratio: string;
  /** Last day the rights may be transferred (the transfer period runs from the subscription start). */
  transferEnd: string | null;
}

/**
 * The terms of a recorded rights event in a calendar; empty when the calendar has no rights issue of
 * that id and record date (a calendar drawn on another day may have none, or another event of that id).
 */
export function rightsTermsOf(calendar: {
  eventsOf(symbol: string): readonly CorporateEvent[];
}): (row: RightsEvent) => RightsTerms {
  return (row) => {
    const event = calendar
      .eventsOf(row.symbol)
      .find((e) => e.id === row.event_id && e.recordDate === row.record_date);
    return event?.kind === 'rights-issue'
      ? { ratio: event.ratio, transferEnd: event.transferEnd }
      : { ratio: '', transferEnd: null };
  };
}

/** The terms recorded with an entitlement; the calendar's for a row recorded before migration 026. */
function termsOfRow(row: EntitlementRow, calendar: (row: RightsEvent) => RightsTerms): RightsTerms {
  return row.ratio === null ? calendar(row) : { ratio: row.ratio, transferEnd: row.transfer_end };
}

const coded = (code: number) => SenError.ofCode(code);
/** A market date in a notification's language (dd/mm/yyyy); empty when there is none. */
const day = (date: string | null, language: 'vi' | 'en') => (date ? formatDate(date, language) : '');

interface RegistrationRow {
  id: number;
  entitlement_id: number;
  ref_id: string;
  volume: number;
  amount: number;
  business_date: string;
  symbol: string;
  price: number;
  listing_date: string | null;
}

export class RightsService {
  constructor(private readonly deps: RightsDeps) {}

  async list(subAcntNo: string): Promise<RightsItem[]> {
    const rows = await this.deps.db
      .selectFrom('entitlements')
      .selectAll()
      .where('sub_acnt_no', '=', subAcntNo)
      .where('kind', '=', 'rights-issue')
      .orderBy('record_date', 'desc')
      .orderBy('id', 'desc')
      .execute();
    const today = this.deps.today();
    return rows.map(normalise).map((row) => this.item(row, today));
  }

  private item(row: EntitlementRow, today: string): RightsItem {
    const start = row.period_start ?? row.record_date;
    const end = row.period_end ?? row.record_date;
    const listing = row.listing_date ?? end;
    const terms = termsOfRow(row, this.deps.termsOf);
    return {
      id: row.id,
      eventId: row.event_id,
      symbol: row.symbol,
      recordDate: row.record_date,
      shares: row.shares,
      ratio: terms.ratio,
      price: row.price,
      maxVolume: row.new_shares,
      registered: row.registered,
      subscriptionStart: start,
      subscriptionEnd: end,
      transferEnd: terms.transferEnd,
      listingDate: listing,
      status: today >= listing ? 'listed' : today > end ? 'closed' : today >= start ? 'open' : 'upcoming',
    };
  }

  /** Registers `volume` new shares of entitlement `id` (the caller owns `subAcntNo`; its PIN is checked). */
  /** Registers `volume` new shares; `by` names who asked and from where (its audit slip). */
  async register(
    subAcntNo: string,
    id: number,
    volume: number,
    refId: string,
    by: { username: string; origin: RequestOrigin },
  ): Promise<RightsRegistration> {
    if (isMarginSubAccount(subAcntNo)) throw coded(-9001);
    return this.deps.db.transaction().execute(async (trx) => {
      const previous = await this.registration(trx, subAcntNo, refId);
      if (previous) {
        if (previous.entitlement_id !== id || previous.volume !== volume) throw coded(-6004);
        return this.toWire(previous, refId);
      }
      const row = await trx
        .selectFrom('entitlements')
        .selectAll()
        .where('id', '=', id)
        .where('sub_acnt_no', '=', subAcntNo)
        .where('kind', '=', 'rights-issue')
        .executeTakeFirst();
      if (!row) throw coded(-9101);
      const entitlement = normalise(row);
      const today = this.deps.today();
      if (today < (entitlement.period_start ?? '') || today > (entitlement.period_end ?? ''))
        throw coded(-9102);
      const taken = await trx
        .updateTable('entitlements')
        .set((eb) => ({ registered: eb('registered', '+', volume), updated_at: this.deps.now() }))
        .where('id', '=', id)
        .where((eb) => eb(eb('registered', '+', volume), '<=', eb.ref('new_shares')))
        .executeTakeFirst();
      if (Number(taken.numUpdatedRows) !== 1) throw coded(-9103);
      const amount = volume * entitlement.price;
      // Paid from available cash (the ledger refuses -6012 when it is short); the shares wait for listing.
      await this.deps.ledger.post(
        trx,
        'rights-registration',
        `${subAcntNo}|${refId}`,
        [
          posting(subAcntNo, CASH, 'available', -amount),
          posting(ISSUERS, CASH, 'available', amount),
          posting(HOUSE.depository, entitlement.symbol, 'available', -volume, { cost: -amount }),
          posting(subAcntNo, entitlement.symbol, 'receivable', volume, {
            settleDate: entitlement.listing_date!,
            cost: amount,
          }),
        ],
        `rights ${entitlement.symbol} ${entitlement.event_id}: ${volume} at ${entitlement.price}`,
      );
      await trx
        .insertInto('rights_registrations')
        .values({
          entitlement_id: id,
          sub_acnt_no: subAcntNo,
          ref_id: refId,
          volume,
          amount,
          business_date: today,
          created_at: this.deps.now(),
        })
        .execute();
      await this.deps.audit.record(
        {
          event: 'rights.register',
          account: subAcntNo,
          username: by.username,
          ref: refId,
          symbol: entitlement.symbol,
          side: 'B',
          price: entitlement.price,
          volume,
          amount,
          origin: by.origin,
          detail: { entitlementId: id, eventId: entitlement.event_id },
        },
        trx,
      );
      await this.deps.notify(
        {
          customerId: entitlement.customer_id,
          kind: 'rights-registration',
          subAccount: subAcntNo,
          ref: entitlement.event_id,
          vi: `${entitlement.symbol}: đã đăng ký mua ${formatInteger(volume)} cổ phiếu phát hành thêm giá ${formatInteger(entitlement.price)} đồng, trừ ${formatInteger(amount)} đồng; cổ phiếu giao dịch từ ngày ${day(entitlement.listing_date, 'vi')}`,
          en: `${entitlement.symbol}: registered ${formatInteger(volume)} new shares at VND ${formatInteger(entitlement.price)}, VND ${formatInteger(amount)} paid; the shares are tradable from ${day(entitlement.listing_date, 'en')}`,
          data: { symbol: entitlement.symbol, volume, amount, entitlementId: id },
        },
        trx,
      );
      return this.toWire((await this.registration(trx, subAcntNo, refId))!, refId);
    });
  }

  async history(subAcntNo: string, from: string, to: string): Promise<RightsRegistration[]> {
    const rows = await this.registrations(this.deps.db)
      .where('r.sub_acnt_no', '=', subAcntNo)
      .where('r.business_date', '>=', from)
      .where('r.business_date', '<=', to)
      .orderBy('r.id', 'desc')
      .execute();
    return rows.map((row) => this.toWire(normaliseRegistration(row), row.ref_id));
  }

  private registrations(db: Kysely<Database> | Transaction<Database>) {
    return db
      .selectFrom('rights_registrations as r')
      .innerJoin('entitlements as e', 'e.id', 'r.entitlement_id')
      .select(['r.id', 'r.entitlement_id', 'r.ref_id', 'r.volume', 'r.amount', 'r.business_date'])
      .select(['e.symbol', 'e.price', 'e.listing_date']);
  }

  private async registration(
    db: Transaction<Database>,
    subAcntNo: string,
    refId: string,
  ): Promise<RegistrationRow | undefined> {
    const row = await this.registrations(db)
      .where('r.sub_acnt_no', '=', subAcntNo)
      .where('r.ref_id', '=', refId)
      .executeTakeFirst();
    return row && normaliseRegistration(row);
  }

  private toWire(row: RegistrationRow, refId: string): RightsRegistration {
    const listing = row.listing_date ?? row.business_date;
    return {
      id: row.id,
      entitlementId: row.entitlement_id,
      refId,
      symbol: row.symbol,
      volume: row.volume,
      price: row.price,
      amount: row.amount,
      date: row.business_date,
      listingDate: listing,
      status: this.deps.today() >= listing ? 'listed' : 'registered',
    };
  }
}

function normaliseRegistration(row: RegistrationRow): RegistrationRow {
  return {
    ...row,
    id: Number(row.id),
    entitlement_id: Number(row.entitlement_id),
    volume: Number(row.volume),
    amount: Number(row.amount),
    price: Number(row.price),
  };
}
