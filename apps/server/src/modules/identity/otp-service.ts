// One-time passwords. A customer with an authenticator app (TOTP secret) uses its codes; otherwise
// a random 6-digit code is issued and sent by SMS, which in demo mode is an on-screen outbox
// (the `OtpOutbox` command and a private event). At most 5 codes per 2 minutes (spec §5).
import { createHash, randomInt } from 'node:crypto';
import type { Kysely } from 'kysely';
import { verifySync } from 'otplib';
import type { Database } from '../../plugins/storage/database-schema.ts';
import { TradingError } from '../trading-gateway/trading-errors.ts';
import type { Customer } from './customer-repository.ts';
import type { PrivateEvents } from './session-events.ts';

export const OTP_LIMIT = 5;
export const OTP_WINDOW_MS = 2 * 60_000;
const OTP_VALID_MS = 5 * 60_000;

const hashCode = (customerId: number, purpose: string, code: string) =>
  createHash('sha256').update(`${customerId}:${purpose}:${code}`).digest('hex');

export type OtpPurpose = 'login' | 'reset-password' | 'withdraw';

export interface OtpOptions {
  demo: boolean;
  now: () => number;
}

export class OtpService {
  constructor(
    private readonly db: Kysely<Database>,
    private readonly events: PrivateEvents,
    private readonly options: OtpOptions,
  ) {}

  /** Sends a code (nothing to send for TOTP customers); refuses past 5 codes in 2 minutes. */
  async issue(customer: Customer, purpose: OtpPurpose): Promise<void> {
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
        await trx
          .insertInto('otp_outbox')
          .values({ customer_id: customer.id, message, created_at: now })
          .execute();
        this.events.push(customer.username, { action: 'Event', data: { type: 'otp', message } });
      }
    });
  }

  /** Checks a code once: a TOTP code of the current window (±1 step) or an unused issued code. */
  async verify(customer: Customer, purpose: OtpPurpose, code: string): Promise<boolean> {
    if (!/^\d{6}$/.test(code)) return false;
    const now = this.options.now();
    if (customer.totp_secret) {
      return verifySync({
        secret: customer.totp_secret,
        token: code,
        epoch: Math.floor(now / 1000),
        epochTolerance: 30,
      }).valid;
    }
    const result = await this.db
      .updateTable('otp_codes')
      .set({ used_at: now })
      .where('customer_id', '=', customer.id)
      .where('purpose', '=', purpose)
      .where('code_hash', '=', hashCode(customer.id, purpose, code))
      .where('used_at', 'is', null)
      .where('expires_at', '>', now)
      .executeTakeFirst();
    return Number(result.numUpdatedRows) > 0;
  }

  /** Demo outbox: the latest messages an SMS gateway would have delivered. */
  async outbox(customerId: number): Promise<Array<{ message: string; time: string }>> {
    if (!this.options.demo) throw new TradingError('demoOnly');
    const rows = await this.db
      .selectFrom('otp_outbox')
      .select(['message', 'created_at'])
      .where('customer_id', '=', customerId)
      .orderBy('id', 'desc')
      .limit(5)
      .execute();
    return rows.map((row) => ({ message: row.message, time: new Date(row.created_at).toISOString() }));
  }
}
