// Open-account requests (issue 29, docs/api.md "Opening an account"). A request is `received`
// with a code sent to its phone (SMS) and one to its email, through the OTP service's limits and
// single use; when both are verified it is `verifying` for the back office (account-opening.ts),
// which approves or rejects it; the first login of the new customer makes it `activated`.
// Identity number, phone and email are each refused while a customer or a live request has them.
import type { OpenAccountStatusName } from '@sen/protocol';
import { PostgresAdapter, sql, type Kysely, type Selectable, type Transaction } from 'kysely';
import type { Database, OpenAccountRequestsTable } from '../../plugins/storage/database-schema.ts';
import { hashOutboxKey, type OtpPurpose, type OtpService } from '../identity/otp-service.ts';
import { SenError } from '../../plugins/errors/sen-error.ts';
import { accountNumberOf } from './account-numbers.ts';

export type OpenAccountRequest = Selectable<OpenAccountRequestsTable>;
export type Channel = 'phone' | 'email';

export interface OpenAccountForm {
  fullName: string;
  idNumber: string;
  phone: string;
  email: string;
  province: string;
  branchCode: string;
}

const PURPOSE: Record<Channel, OtpPurpose> = { phone: 'open-account-phone', email: 'open-account-email' };
const iso = (time: number | null) => (time === null ? null : new Date(Number(time)).toISOString());

/** What the applicant sees of a request (no identity number, no codes). */
function requestView(r: OpenAccountRequest) {
  return {
    requestId: r.id,
    status: r.status as OpenAccountStatusName,
    phoneVerified: r.phone_verified_at !== null,
    emailVerified: r.email_verified_at !== null,
    createdAt: new Date(Number(r.created_at)).toISOString(),
    decidedAt: iso(r.decided_at),
    /** Why it was rejected (the operator's words or the demo rule's); null otherwise. */
    reason: r.status === 'rejected' ? r.decision_reason : null,
  };
}

export class OpenAccountService {
  constructor(
    private readonly db: Kysely<Database>,
    private readonly otp: OtpService,
    private readonly marketNow: () => number,
  ) {}

  async open(form: OpenAccountForm, outboxKey: string | undefined): Promise<{ requestId: number }> {
    // The duplicate check and the insert are one step: PostgreSQL takes a transaction-scoped
    // advisory lock (parallel requests queue), SQLite has one writer.
    const row = await this.db.transaction().execute(async (trx) => {
      if (this.db.getExecutor().adapter instanceof PostgresAdapter)
        await sql`select pg_advisory_xact_lock(hashtext('sen-open-account'))`.execute(trx);
      await this.refuseDuplicates(trx, form);
      return trx
        .insertInto('open_account_requests')
        .values({
          full_name: form.fullName,
          id_number: form.idNumber,
          phone: form.phone,
          email: form.email.toLowerCase(),
          province: form.province,
          branch_code: form.branchCode,
          created_at: this.marketNow(),
          key_hash: outboxKey === undefined ? null : hashOutboxKey(outboxKey),
        })
        .returning('id')
        .executeTakeFirstOrThrow();
    });
    const subject = { kind: 'request', id: row.id } as const;
    await this.otp.issueTo(subject, PURPOSE.phone, { outboxKey });
    await this.otp.issueTo(subject, PURPOSE.email, { outboxKey });
    return { requestId: row.id };
  }

  /** The request of a number and phone; the same refusal whichever does not match. */
  async find(requestId: number, phone: string): Promise<OpenAccountRequest> {
    const row = await this.db
      .selectFrom('open_account_requests')
      .selectAll()
      .where('id', '=', requestId)
      .where('phone', '=', phone)
      .executeTakeFirst();
    if (!row) throw new SenError('openRequestNotFound');
    return row;
  }

  async status(requestId: number, phone: string) {
    return requestView(await this.find(requestId, phone));
  }

  /** Verifies one channel's newest code once; both verified moves the request to `verifying`. */
  async verify(requestId: number, phone: string, channel: Channel, code: string) {
    const request = await this.find(requestId, phone);
    if (request.status !== 'received') throw new SenError('openRequestNotVerifying');
    if (!(await this.otp.verifySent({ kind: 'request', id: request.id }, PURPOSE[channel], code)))
      throw new SenError('wrongOtp');
    const column = channel === 'phone' ? 'phone_verified_at' : 'email_verified_at';
    await this.db
      .updateTable('open_account_requests')
      .set({ [column]: this.marketNow() })
      .where('id', '=', request.id)
      .where(column, 'is', null)
      .execute();
    await this.db
      .updateTable('open_account_requests')
      .set({ status: 'verifying', verified_at: this.marketNow() })
      .where('id', '=', request.id)
      .where('status', '=', 'received')
      .where('phone_verified_at', 'is not', null)
      .where('email_verified_at', 'is not', null)
      .execute();
    return this.status(requestId, phone);
  }

  async resend(requestId: number, phone: string, channel: Channel, outboxKey: string) {
    const request = await this.find(requestId, phone);
    if (request.status !== 'received') throw new SenError('openRequestNotVerifying');
    await this.otp.issueTo({ kind: 'request', id: request.id }, PURPOSE[channel], { outboxKey });
    return { message: 'OK' };
  }

  /** The back office's list (operator API): oldest first, of one status or all. */
  async list(status: OpenAccountStatusName | undefined, limit: number) {
    let query = this.db.selectFrom('open_account_requests').selectAll().orderBy('id').limit(limit);
    if (status) query = query.where('status', '=', status);
    return (await query.execute()).map((r) => ({
      ...requestView(r),
      fullName: r.full_name,
      idNumber: r.id_number,
      phone: r.phone,
      email: r.email,
      province: r.province,
      branchCode: r.branch_code,
      verifiedAt: iso(r.verified_at),
      decidedBy: r.decided_by,
      username: r.customer_id === null ? null : accountNumberOf(r.id),
    }));
  }

  outbox(requestId: number, outboxKey: string) {
    return this.otp.outboxOf({ kind: 'request', id: requestId }, outboxKey);
  }

  private async refuseDuplicates(trx: Transaction<Database>, form: OpenAccountForm): Promise<void> {
    const email = form.email.toLowerCase();
    const checks: Array<[string, string, 'idNumberTaken' | 'phoneTaken' | 'emailTaken']> = [
      ['id_number', form.idNumber, 'idNumberTaken'],
      ['phone', form.phone, 'phoneTaken'],
      ['email', email, 'emailTaken'],
    ];
    for (const [column, value, error] of checks) {
      const key = column as 'id_number';
      const customer = await trx
        .selectFrom('customers')
        .select('id')
        .where(key, '=', value)
        .executeTakeFirst();
      const request = await trx
        .selectFrom('open_account_requests')
        .select('id')
        .where(key, '=', value)
        .where('status', '!=', 'rejected')
        .executeTakeFirst();
      if (customer || request) throw new SenError(error);
    }
  }
}
