// A lost authenticator app (`TotpRecover`, from the login, no session): the customer proves the
// password, the trading PIN and an SMS code sent to the registered phone, and the authenticator is
// removed and the customer's open sessions end; logins then ask for SMS codes again (`login_otp` stays on) and `TotpSetup` may enrol a
// new app (the PIN alone, as none is active). Each secret goes through its own guess limit, the
// one every other check of it uses: the password the login's (-8101, -8102, -8103; an unknown
// username answers as a wrong password, after the same hash work), the PIN `CheckPin`'s (-8005,
// -8121), the SMS code the SMS codes' (newest code of the purpose only, 3 wrong void it, single
// use; -8105, -8123; at most 5 codes in 2 minutes, -8106). A refusal changes nothing but its
// counter; secrets are neither logged nor returned.
import type { Kysely, Transaction } from 'kysely';
import { SenError } from '../../plugins/errors/sen-error.ts';
import type { Database } from '../../plugins/storage/database-schema.ts';
import type { CustomerRepository } from './customer-repository.ts';
import type { LoginService } from './login-service.ts';
import type { OtpService } from './otp-service.ts';
import type { SecurityService } from './security-service.ts';
import type { SessionService } from './session-service.ts';

interface RecoverRequest {
  username: string;
  password: string;
  pin?: string | undefined;
  code?: string | undefined;
  outboxKey?: string | undefined;
}

/** The notification of a removed authenticator, stored in the transaction that removes it. */
type RecoveryNotice = (customerId: number, trx: Transaction<Database>) => Promise<void>;

export const RECOVERY_NOTICE = {
  kind: 'totp-removed',
  vi: 'Ứng dụng xác thực đã được gỡ khỏi tài khoản (xác nhận bằng mật khẩu, mã PIN và mã SMS). Đăng nhập sẽ dùng mã OTP gửi qua SMS. Nếu không phải quý khách thực hiện, hãy đổi mật khẩu, mã PIN và liên hệ Sen ngay.',
  en: 'The authenticator app was removed from the account (confirmed with the password, the PIN and an SMS code). Logins now use OTP codes sent by SMS. If this was not you, change your password and PIN and contact Sen at once.',
} as const;

export class TotpRecovery {
  constructor(
    private readonly customers: CustomerRepository,
    private readonly passwords: Pick<LoginService, 'checkPassword'>,
    private readonly otp: Pick<OtpService, 'issueTo' | 'verifySent'>,
    private readonly security: Pick<SecurityService, 'checkPin'>,
    private readonly notice: RecoveryNotice,
    private readonly sessions: Pick<SessionService, 'endAll'>,
  ) {}

  private get db(): Kysely<Database> {
    return this.customers.db;
  }

  /**
   * Step 1 (no PIN, no code): sends an SMS code to the registered phone. Step 2 (PIN and code):
   * removes the authenticator. A code without the PIN is bad input; a PIN without a code is step 1.
   */
  async recover(request: RecoverRequest): Promise<{ method: 'sms' } | { message: string }> {
    if (request.code !== undefined && request.pin === undefined) throw new SenError('badRequest');
    const customer = await this.passwords.checkPassword(request.username, request.password);
    // Asked before the PIN or a code is checked: a request that cannot succeed spends no guess.
    if (!customer.totp_secret) throw new SenError('noAuthenticator');
    const subject = { kind: 'customer', id: customer.id, username: customer.username } as const;
    if (request.code === undefined) {
      await this.otp.issueTo(subject, 'totp-recover', { outboxKey: request.outboxKey });
      return { method: 'sms' };
    }
    const caller = { customerId: customer.id, username: customer.username };
    await this.security.checkPin(caller, request.pin ?? '');
    // Last: a right code is used up, so nothing after it may refuse but a parallel recovery.
    if (!(await this.otp.verifySent(subject, 'totp-recover', request.code))) throw new SenError('wrongOtp');
    const removed = await this.db.transaction().execute(async (trx) => {
      const result = await trx
        .updateTable('customers')
        .set({ totp_secret: null, totp_pending: null })
        .where('id', '=', customer.id)
        .where('totp_secret', '=', customer.totp_secret)
        .executeTakeFirst();
      if (Number(result.numUpdatedRows) === 0) return false;
      await this.notice(customer.id, trx);
      return true;
    });
    // Another request removed or replaced it since this one read the customer.
    if (!removed) throw new SenError('noAuthenticator');
    // Sessions opened with the lost app end, as after a password change: whoever holds that phone
    // keeps no way in.
    await this.sessions.endAll(customer.id, 'authenticator-removed');
    return { message: 'OK' };
  }
}
