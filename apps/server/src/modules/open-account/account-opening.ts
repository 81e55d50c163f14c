// The back office's side of opening an account (issue 29, docs/api.md "Opening an account").
// Review: a `verifying` request is decided once the review delay has passed on the market clock;
// in demo mode automatically by the leader's job (open-account-plugin.ts) with one documented rule,
// an identity number ending in 000 is rejected. Approval creates the customer (username = account
// number 068C + 6 digits) with a normal and a margin sub-account, all status 0 pending activation and
// without a depository (VSD) number yet, and sends the username and a temporary password by the
// request's SMS outbox. The first login (`ActivateAccount`) sets a new password and a PIN: customer
// and sub-accounts become 1 activated. The depository number follows one review delay later; until
// then orders are refused -6039 (new account cannot trade yet).
import { randomInt } from 'node:crypto';
import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../../plugins/storage/database-schema.ts';
import type { CustomerRepository } from '../identity/customer-repository.ts';
import { hashSecret } from '../identity/password-hasher.ts';
import type { OpenAccountRequest } from './open-account-service.ts';

export interface OpeningOptions {
  db: Kysely<Database>;
  customers: CustomerRepository;
  marketNow: () => number;
  /** Market milliseconds between verification and decision, and between activation and VSD. */
  reviewMs: number;
  /** Demo mode: the SMS outbox exists. */
  demo: boolean;
}

/** The documented demo rule: identity numbers ending in 000 are rejected. */
const isRejectedInDemo = (idNumber: string) => idNumber.endsWith('000');

const TEMP_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnpqrstuvwxyz23456789';
const temporaryPassword = () =>
  Array.from({ length: 10 }, () => TEMP_ALPHABET[randomInt(0, TEMP_ALPHABET.length)]).join('');

/** Account number of a request: 068C and 100000 + the request number. */
const accountNumberOf = (requestId: number) => `068C${String(100_000 + requestId)}`;

export class AccountOpening {
  constructor(private readonly o: OpeningOptions) {}

  /** Decides every request whose review delay has passed; returns how many. */
  async reviewDue(now = this.o.marketNow()): Promise<number> {
    const due = await this.o.db
      .selectFrom('open_account_requests')
      .selectAll()
      .where('status', '=', 'verifying')
      .where('verified_at', '<=', now - this.o.reviewMs)
      .orderBy('id')
      .limit(50)
      .execute();
    let decided = 0;
    for (const request of due)
      if (
        isRejectedInDemo(request.id_number)
          ? await this.reject(request, now)
          : await this.approve(request, now)
      )
        decided++;
    return decided;
  }

  /** Registers the depository number of accounts activated a review delay ago; returns how many. */
  async registerDepository(now = this.o.marketNow()): Promise<number> {
    const due = await this.o.db
      .selectFrom('open_account_requests')
      .select(['id', 'customer_id'])
      .where('status', '=', 'activated')
      .where('activated_at', '<=', now - this.o.reviewMs)
      .where('customer_id', 'is not', null)
      .execute();
    let registered = 0;
    for (const request of due) {
      const result = await this.o.db
        .updateTable('sub_accounts')
        .set({ vsd_acnt_no: accountNumberOf(request.id) })
        .where('customer_id', '=', Number(request.customer_id))
        .where('vsd_acnt_no', '=', '')
        .executeTakeFirst();
      registered += Number(result.numUpdatedRows);
    }
    return registered;
  }

  private async reject(request: OpenAccountRequest, now: number): Promise<boolean> {
    return this.o.db.transaction().execute(async (trx) => {
      if (!(await this.decide(trx, request.id, { status: 'rejected', decided_at: now }))) return false;
      await this.sms(trx, request, now, 'Sen: yeu cau mo tai khoan cua quy khach chua duoc chap thuan.');
      return true;
    });
  }

  private async approve(request: OpenAccountRequest, now: number): Promise<boolean> {
    const password = temporaryPassword();
    const [passwordHash, pinHash] = await Promise.all([
      hashSecret(password),
      hashSecret(temporaryPassword()), // unknown to anyone: the PIN is set at the first login
    ]);
    const acntNo = accountNumberOf(request.id);
    const normal = `${acntNo.slice(-6)}1`;
    return this.o.db.transaction().execute(async (trx) => {
      if (!(await this.decide(trx, request.id, { status: 'approved', decided_at: now }))) return false;
      const customerId = await this.o.customers.insert(
        {
          username: acntNo,
          password_hash: passwordHash,
          pin_hash: pinHash,
          full_name: request.full_name,
          email: request.email,
          phone: request.phone,
          id_number: request.id_number,
          address: request.province,
          branch_code: request.branch_code,
          status: 0,
          totp_secret: null,
          totp_pending: null,
          login_otp: 0,
          default_sub_account: normal,
          failed_logins: 0,
          retry_after: 0,
          locked_until: 0,
          created_at: now,
        },
        trx,
      );
      for (const sub of [normal, `M${acntNo.slice(-6)}`])
        await this.o.customers.insertSubAccount(
          {
            sub_acnt_no: sub,
            acnt_no: acntNo,
            vsd_acnt_no: '',
            customer_id: customerId,
            status: 0,
            created_at: now,
          },
          trx,
        );
      await trx
        .updateTable('open_account_requests')
        .set({ customer_id: customerId })
        .where('id', '=', request.id)
        .execute();
      await this.sms(
        trx,
        request,
        now,
        `Sen: tai khoan ${acntNo} da duoc mo. Ten dang nhap ${acntNo}, mat khau tam ${password}. Quy khach doi mat khau va dat ma PIN khi dang nhap lan dau.`,
      );
      return true;
    });
  }

  /** The one conditional step from `verifying`: a second reviewer (another leader) changes nothing. */
  private async decide(
    trx: Transaction<Database>,
    requestId: number,
    set: { status: 'approved' | 'rejected'; decided_at: number },
  ): Promise<boolean> {
    const result = await trx
      .updateTable('open_account_requests')
      .set(set)
      .where('id', '=', requestId)
      .where('status', '=', 'verifying')
      .executeTakeFirst();
    return Number(result.numUpdatedRows) === 1;
  }

  /** The demo SMS gateway: the request's outbox, readable by the browser that sent the request. */
  private async sms(trx: Transaction<Database>, request: OpenAccountRequest, now: number, message: string) {
    if (!this.o.demo) return;
    await trx
      .insertInto('open_account_outbox')
      .values({ request_id: request.id, message, created_at: now, key_hash: request.key_hash })
      .execute();
  }
}
