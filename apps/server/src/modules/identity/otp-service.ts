// One-time passwords. A customer with an authenticator app (TOTP secret) uses its codes; otherwise
// a random 6-digit code is issued and sent by SMS, which in demo mode is an on-screen outbox
// (the `OtpOutbox` command, only for the outbox key the request sent, and a private event).
// Guess limits (docs/api.md "Guess limits"): at most 5 codes per 2 minutes (spec §5); only the
// newest code of a purpose is valid; each wrong try is claimed on the code in one conditional
// UPDATE before it is compared and the code is void after 3; authenticator codes lock for 15
// minutes after 5 wrong ones.
import { createHash, randomInt } from 'node:crypto';
import type { Kysely } from 'kysely';
import { verifySync } from 'otplib';
import type { Database } from '../../plugins/storage/database-schema.ts';
import { TradingError } from '../trading-gateway/trading-errors.ts';
import type { Customer } from './customer-repository.ts';
import { GuessCounter, TOTP_COLUMNS } from './guess-counter.ts';
import { SECRET_RULES } from './login-throttle.ts';
import type { PrivateEvents } from './session-events.ts';

export const OTP_LIMIT = 5;
export const OTP_WINDOW_MS = 2 * 60_000;
/** Wrong tries after which an SMS code is void. */
export const OTP_MAX_TRIES = 3;
const OTP_VALID_MS = 5 * 60_000;

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');
const hashCode = (customerId: number, purpose: string, code: string) =>
  sha256(`${customerId}:${purpose}:${code}`);
const hashKey = (outboxKey: string) => sha256(`outbox:${outboxKey}`);

export type OtpPurpose = 'login' | 'reset-password' | 'withdraw';

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
    const now = this.options.now();
    const recent = await this.db
      .selectFrom('otp_codes')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('customer_id', '=', customer.id)
      .where('issued_at', '>', now - OTP_WINDOW_MS)
      .executeTakeFirstOrThrow();
    if (Number(recent.n) >= OTP_LIMIT) throw new TradingError('otpRateLimited');
    const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
    await this.db.transaction().execute(async (trx) => {
      await trx
        .insertInto('otp_codes')
        .values({
          customer_id: customer.id,
          purpose,
          code_hash: hashCode(customer.id, purpose, code),
          issued_at: now,
          expires_at: now + OTP_VALID_MS,
          used_at: null,
        })
        .execute();
      if (this.options.demo) {
        const message = `Sen: ma OTP cua quy khach la ${code}, hieu luc 5 phut. Khong chia se ma nay.`;
        const keyHash = issue.outboxKey === undefined ? null : hashKey(issue.outboxKey);
        await trx
          .insertInto('otp_outbox')
          .values({ customer_id: customer.id, message, created_at: now, key_hash: keyHash })
          .execute();
        this.events.push(customer.username, { action: 'Event', data: { type: 'otp', message } });
      }
    });
  }

  /**
   * Checks a code once: a TOTP code of the current window (±1 step) or the newest issued code.
   * False for a wrong code; throws -8123 once the code is void and -8124 while TOTP is locked.
   */
  async verify(customer: Customer, purpose: OtpPurpose, code: string): Promise<boolean> {
    if (customer.totp_secret) return this.verifyTotp(customer, customer.totp_secret, code);
    if (!/^\d{6}$/.test(code)) return false;
    const now = this.options.now();
    const newest = this.db
      .selectFrom('otp_codes')
      .select((eb) => eb.fn.max('id').as('id'))
      .where('customer_id', '=', customer.id)
      .where('purpose', '=', purpose);
    // The try is claimed before the comparison: parallel tries count at once.
    const claimed = await this.db
      .updateTable('otp_codes')
      .set((eb) => ({ failures: eb('failures', '+', 1) }))
      .where('id', '=', newest)
      .where('used_at', 'is', null)
      .where('expires_at', '>', now)
      .where('failures', '<', OTP_MAX_TRIES)
      .returning(['id', 'code_hash'])
      .executeTakeFirst();
    if (!claimed) {
      const last = await this.db
        .selectFrom('otp_codes')
        .select(['failures', 'used_at', 'expires_at'])
        .where('id', '=', newest)
        .executeTakeFirst();
      if (last && last.used_at === null && Number(last.expires_at) > now && last.failures >= OTP_MAX_TRIES)
        throw new TradingError('otpVoided');
      return false;
    }
    if (claimed.code_hash !== hashCode(customer.id, purpose, code)) return false;
    // Single use: the first right try marks it used; a parallel one finds it used.
    const used = await this.db
      .updateTable('otp_codes')
      .set({ used_at: now })
      .where('id', '=', claimed.id)
      .where('used_at', 'is', null)
      .executeTakeFirst();
    return Number(used.numUpdatedRows) > 0;
  }

  private async verifyTotp(customer: Customer, secret: string, code: string): Promise<boolean> {
    const claim = await this.totpCounter.claim(customer.id);
    if (!claim.ok)
      throw claim.refusal.kind === 'locked'
        ? new TradingError('otpLocked', { minutes: claim.refusal.minutes })
        : new TradingError('tooManyAttempts', { seconds: claim.refusal.seconds });
    const valid =
      /^\d{6}$/.test(code) &&
      verifySync({
        secret,
        token: code,
        epoch: Math.floor(this.options.now() / 1000),
        epochTolerance: 30,
      }).valid;
    if (valid) await this.totpCounter.succeeded(customer.id, claim);
    return valid;
  }

  /** Demo outbox: the latest messages an SMS gateway would have delivered for this outbox key. */
  async outbox(customerId: number, outboxKey: string): Promise<Array<{ message: string; time: string }>> {
    if (!this.options.demo) throw new TradingError('demoOnly');
    const rows = await this.db
      .selectFrom('otp_outbox')
      .select(['message', 'created_at'])
      .where('customer_id', '=', customerId)
      .where('key_hash', '=', hashKey(outboxKey))
      .orderBy('id', 'desc')
      .limit(5)
      .execute();
    return rows.map((row) => ({ message: row.message, time: new Date(row.created_at).toISOString() }));
  }
}
