// One-time passwords. A customer with an authenticator app (TOTP secret) uses its codes; otherwise
// a random 6-digit code is issued and sent by SMS, which in demo mode is an on-screen outbox
// (the `OtpOutbox` command, only for the outbox key the request sent, and a private event).
// Guess limits (docs/api.md "Guess limits"): at most 5 codes per 2 minutes (spec §5); only the
// newest code of a purpose is valid; each wrong try is claimed on the code in one conditional
// UPDATE before it is compared and the code is void after 3; authenticator codes lock for 15
// minutes after 5 wrong ones, and each is single use: no code of a time step at or before the last
// accepted one is accepted again (totp-steps.ts).
import { createHash, randomInt } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Database } from '../../plugins/storage/database-schema.ts';
import { SenError } from '../../plugins/errors/sen-error.ts';
import type { Customer } from './customer-repository.ts';
import { GuessCounter, TOTP_COLUMNS, throwIfRefused } from './guess-counter.ts';
import { SECRET_RULES } from './login-throttle.ts';
import type { PrivateEvents } from './session-events.ts';
import { claimTotpStep, totpStepOf } from './totp-steps.ts';

const OTP_LIMIT = 5;
const OTP_WINDOW_MS = 2 * 60_000;
/** Wrong tries after which an SMS code is void. */
export const OTP_MAX_TRIES = 3;
const OTP_VALID_MS = 5 * 60_000;

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');
const hashCode = (subject: CodeSubject, purpose: string, code: string) =>
  sha256(`${subject.kind === 'customer' ? subject.id : `request-${subject.id}`}:${purpose}:${code}`);
/** SHA-256 of a browser's outbox key, as stored beside the messages it may read. */
export const hashOutboxKey = (outboxKey: string) => sha256(`outbox:${outboxKey}`);
const hashKey = hashOutboxKey;

export type OtpPurpose =
  'login' | 'reset-password' | 'withdraw' | 'totp-recover' | 'open-account-phone' | 'open-account-email';

/**
 * Whom a code is sent to: a customer, or an open-account applicant who is not a customer yet
 * (their codes and outbox live in `open_account_codes` and `open_account_outbox`, same columns).
 */
export type CodeSubject =
  { kind: 'customer'; id: number; username: string } | { kind: 'request'; id: number };

// The request tables have the customer tables' columns with `request_id` for `customer_id`; the
// queries are typed against the customer tables and run on the subject's own ones.
const tablesOf = (subject: CodeSubject) =>
  (subject.kind === 'customer'
    ? { codes: 'otp_codes', outbox: 'otp_outbox', key: 'customer_id' }
    : { codes: 'open_account_codes', outbox: 'open_account_outbox', key: 'request_id' }) as {
    codes: 'otp_codes';
    outbox: 'otp_outbox';
    key: 'customer_id';
  };

const smsText = (purpose: OtpPurpose, code: string) =>
  purpose === 'open-account-email'
    ? `Sen (email): ma xac nhan email mo tai khoan la ${code}, hieu luc 5 phut.`
    : purpose === 'open-account-phone'
      ? `Sen: ma xac nhan so dien thoai mo tai khoan la ${code}, hieu luc 5 phut. Khong chia se ma nay.`
      : purpose === 'totp-recover'
        ? `Sen: ma OTP go ung dung xac thuc cua quy khach la ${code}, hieu luc 5 phut. Khong chia se ma nay.`
        : `Sen: ma OTP cua quy khach la ${code}, hieu luc 5 phut. Khong chia se ma nay.`;

export interface OtpOptions {
  demo: boolean;
  now: () => number;
}

export interface IssueOptions {
  /** The requesting browser's outbox key: only it reads the demo SMS (docs/api.md, OtpOutbox). */
  outboxKey?: string | undefined;
}

export class OtpService {
  private readonly totpCounter: GuessCounter;

  constructor(
    private readonly db: Kysely<Database>,
    private readonly events: PrivateEvents,
    private readonly options: OtpOptions,
  ) {
    this.totpCounter = new GuessCounter(db, TOTP_COLUMNS, SECRET_RULES, options.now);
  }

  /** Sends a code (nothing to send for TOTP customers); refuses past 5 codes in 2 minutes. */
  async issue(customer: Customer, purpose: OtpPurpose, issue: IssueOptions = {}): Promise<void> {
    if (customer.totp_secret) return;
    await this.issueTo({ kind: 'customer', id: customer.id, username: customer.username }, purpose, issue);
  }

  /** Sends an SMS code to a customer or an applicant under the same limits. */
  async issueTo(subject: CodeSubject, purpose: OtpPurpose, issue: IssueOptions = {}): Promise<void> {
    const t = tablesOf(subject);
    const now = this.options.now();
    const recent = await this.db
      .selectFrom(t.codes)
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where(t.key, '=', subject.id)
      .where('issued_at', '>', now - OTP_WINDOW_MS)
      .executeTakeFirstOrThrow();
    if (Number(recent.n) >= OTP_LIMIT) throw new SenError('otpRateLimited');
    const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
    await this.db.transaction().execute(async (trx) => {
      await trx
        .insertInto(t.codes)
        .values({
          [t.key]: subject.id,
          purpose,
          code_hash: hashCode(subject, purpose, code),
          issued_at: now,
          expires_at: now + OTP_VALID_MS,
          used_at: null,
        })
        .execute();
      if (this.options.demo) {
        const message = smsText(purpose, code);
        const keyHash = issue.outboxKey === undefined ? null : hashKey(issue.outboxKey);
        await trx
          .insertInto(t.outbox)
          .values({ [t.key]: subject.id, message, created_at: now, key_hash: keyHash })
          .execute();
        if (subject.kind === 'customer')
          this.events.push(subject.username, { action: 'Event', data: { type: 'otp', message } });
      }
    });
  }

  /**
   * Checks a code once: a TOTP code of the current window (±1 step) newer than the last accepted
   * one, or the newest issued code. False for a wrong or used code; throws -8123 once the code is
   * void and -8124 while TOTP is locked.
   */
  async verify(customer: Customer, purpose: OtpPurpose, code: string): Promise<boolean> {
    if (customer.totp_secret) return this.verifyTotp(customer, customer.totp_secret, code);
    return this.verifySent({ kind: 'customer', id: customer.id, username: customer.username }, purpose, code);
  }

  /** Checks an SMS code of a customer or an applicant once (the rules of `verify`). */
  async verifySent(subject: CodeSubject, purpose: OtpPurpose, code: string): Promise<boolean> {
    if (!/^\d{6}$/.test(code)) return false;
    const t = tablesOf(subject);
    const now = this.options.now();
    const newest = this.db
      .selectFrom(t.codes)
      .select((eb) => eb.fn.max('id').as('id'))
      .where(t.key, '=', subject.id)
      .where('purpose', '=', purpose);
    // The try is claimed before the comparison: parallel tries count at once.
    const claimed = await this.db
      .updateTable(t.codes)
      .set((eb) => ({ failures: eb('failures', '+', 1) }))
      .where('id', '=', newest)
      .where('used_at', 'is', null)
      .where('expires_at', '>', now)
      .where('failures', '<', OTP_MAX_TRIES)
      .returning(['id', 'code_hash'])
      .executeTakeFirst();
    if (!claimed) {
      const last = await this.db
        .selectFrom(t.codes)
        .select(['failures', 'used_at', 'expires_at'])
        .where('id', '=', newest)
        .executeTakeFirst();
      if (last && last.used_at === null && Number(last.expires_at) > now && last.failures >= OTP_MAX_TRIES)
        throw new SenError('otpVoided');
      return false;
    }
    if (claimed.code_hash !== hashCode(subject, purpose, code)) return false;
    // Single use: the first right try marks it used; a parallel one finds it used.
    const used = await this.db
      .updateTable(t.codes)
      .set({ used_at: now })
      .where('id', '=', claimed.id)
      .where('used_at', 'is', null)
      .executeTakeFirst();
    return Number(used.numUpdatedRows) > 0;
  }

  /**
   * A code of the customer's active authenticator app (a security-setting change asks for one,
   * `TotpSetup`): the same check as at login, under the same guess limit and single use. False when
   * the customer has no authenticator or the code is wrong or used; throws -8124 while locked.
   */
  async verifyAuthenticator(customer: Customer, code: string): Promise<boolean> {
    if (!customer.totp_secret) return false;
    return this.verifyTotp(customer, customer.totp_secret, code);
  }

  /**
   * An authenticator code: claimed against the guess limit first, then valid only when it belongs to
   * the window and its step is newer than the last accepted one, which it then becomes (single use,
   * totp-steps.ts). A replayed code (or an older one after a newer) is answered as a wrong code and
   * its claim stands as a wrong try: no oracle and no reset of the counter; the owner's next fresh
   * code resets it.
   */
  private async verifyTotp(customer: Customer, secret: string, code: string): Promise<boolean> {
    return this.totpAttempt(customer.id, async () => {
      const step = totpStepOf(secret, code, this.options.now());
      return step !== null && (await claimTotpStep(this.db, customer.id, step));
    });
  }

  /**
   * One authenticator-code check of a customer within the account's TOTP guess limit, whatever
   * secret it checks (the enrolled one here, a pending one in `TotpConfirm`): the attempt is claimed
   * before `check` runs (guess-counter.ts), so parallel guesses count at once and at most 5 are ever
   * checked before the lock; a claim refused throws -8124 (locked) or -8122. `check` true (a right,
   * unused code) gives the claim back, or resets the counter when no other attempt came since;
   * false leaves the claim standing as a wrong try.
   */
  async totpAttempt(customerId: number, check: () => Promise<boolean>): Promise<boolean> {
    const attempt = await this.totpCounter.attempt(customerId, check);
    throwIfRefused(attempt, { locked: 'otpLocked', slow: 'tooManyAttempts' });
    return attempt.kind === 'right';
  }

  /** Demo outbox: the latest messages an SMS gateway would have delivered for this outbox key. */
  async outbox(customerId: number, outboxKey: string): Promise<Array<{ message: string; time: string }>> {
    return this.outboxOf({ kind: 'customer', id: customerId, username: '' }, outboxKey);
  }

  /** Demo outbox of a customer or an applicant, for the outbox key that asked. */
  async outboxOf(subject: CodeSubject, outboxKey: string): Promise<Array<{ message: string; time: string }>> {
    if (!this.options.demo) throw new SenError('demoOnly');
    const t = tablesOf(subject);
    const rows = await this.db
      .selectFrom(t.outbox)
      .select(['message', 'created_at'])
      .where(t.key, '=', subject.id)
      .where('key_hash', '=', hashKey(outboxKey))
      .orderBy('id', 'desc')
      .limit(5)
      .execute();
    return rows.map((row) => ({ message: row.message, time: new Date(row.created_at).toISOString() }));
  }
}
