// Withdrawals to a customer's registered bank account: checked (own active sub-account, amount,
// own bank account, withdrawable cash, the SMS OTP), then acknowledged as ONE transaction that
// writes the request (pending) and holds amount + fee in the ledger. A refId used before gives the
// request made under it (-6004 when the body differs); a refusal changes nothing.
import { withdrawableCash } from '../money/withdrawable.ts';
import { createHash } from 'node:crypto';
import type { Kysely } from 'kysely';
import { bankWithdrawFee, isValidBankAmount } from '@sen/market';
import type { BankTransfer } from '@sen/protocol';
import { marketDateOf } from '@sen/exchange';
import type { Database } from '../../plugins/storage/database-schema.ts';
import type { AuditTrail, RequestOrigin } from '../audit/audit-trail.ts';
import type { AccountAccess } from '../identity/account-access.ts';
import type { CustomerRepository } from '../identity/customer-repository.ts';
import type { OtpService } from '../identity/otp-service.ts';
import type { LedgerService } from '../ledger/ledger-service.ts';
import type { Caller } from '../trading-gateway/command-registry.ts';
import { SenError } from '../../plugins/errors/sen-error.ts';
import { withdrawHold } from './bank-entries.ts';
import type { BankNotices } from './bank-notices.ts';
import {
  bankAccountById,
  insertTransfer,
  toTransfer,
  transferByRef,
  type TransferRow,
} from './bank-repository.ts';
import type { CashArrived } from '../margin/cash-arrivals.ts';

export interface BankDeps {
  db: Kysely<Database>;
  ledger: LedgerService;
  access: AccountAccess;
  customers: CustomerRepository;
  otp: OtpService;
  notices: BankNotices;
  /** The audit trail: one slip per withdrawal request and per deposit, in its transaction. */
  audit: AuditTrail;
  /** Market time (epoch ms). */
  clock: () => number;
  /** Market milliseconds between two steps of a withdrawal. */
  stepMs: number;
  /** A deposit on a margin sub-account repays its debt first (margin/cash-arrivals.ts). */
  arrived?: CashArrived;
}

export interface WithdrawRequest {
  sub: string;
  bankAccountId: number;
  amount: number;
  otp: string;
  refId: string;
}

export const requestHash = (...parts: unknown[]): string =>
  createHash('sha256').update(JSON.stringify(parts)).digest('hex');

/** The request made under a refId, or -6004 when it was made with another body. */
function sameRequest(row: TransferRow | undefined, hash: string): BankTransfer {
  if (!row || row.request_hash !== hash) throw new SenError('orderAlreadyProcessed');
  return toTransfer(row);
}

/** Masks an account number but its last 4 digits. */
export const maskAccount = (no: string): string => (no.length <= 4 ? no : `****${no.slice(-4)}`);

export class BankWithdrawals {
  constructor(private readonly d: BankDeps) {}

  /** Sends the SMS OTP of a withdrawal (5 per 2 minutes, identity's OTP service). */
  async sendOtp(caller: Caller, outboxKey?: string): Promise<{ method: 'sms' | 'totp' }> {
    const customer = await this.d.customers.byId(caller.customerId);
    if (!customer) throw new SenError('invalidSession');
    await this.d.otp.issue(customer, 'withdraw', { outboxKey });
    return { method: customer.totp_secret ? 'totp' : 'sms' };
  }

  async withdraw(caller: Caller, r: WithdrawRequest, origin: RequestOrigin): Promise<BankTransfer> {
    const { db, ledger } = this.d;
    await this.d.access.requireActive(caller, r.sub);
    const hash = requestHash('withdraw', r.sub, r.bankAccountId, r.amount);
    const existing = await transferByRef(db, r.sub, r.refId);
    if (existing) return sameRequest(existing, hash);
    if (!isValidBankAmount(r.amount)) throw new SenError('bankAmountInvalid');
    const bank = await bankAccountById(db, r.bankAccountId);
    if (!bank || bank.customer_id !== caller.customerId) throw new SenError('bankAccountUnknown');
    const fee = bankWithdrawFee(r.amount);
    if ((await withdrawableCash(ledger, db, r.sub)) < r.amount + fee)
      throw new SenError('insufficientBuyingPower');
    const customer = await this.d.customers.byId(caller.customerId);
    if (!customer || !(await this.d.otp.verify(customer, 'withdraw', r.otp))) throw new SenError('wrongOtp');
    const now = this.d.clock();
    const row = await db.transaction().execute(async (trx) => {
      const inserted = await insertTransfer(trx, {
        kind: 'withdraw',
        customer_id: caller.customerId,
        sub_acnt_no: r.sub,
        bank_account_id: bank.id,
        bank_name: bank.bank_name,
        account_no: maskAccount(bank.account_no),
        amount: r.amount,
        fee,
        status: 'pending',
        ref_id: r.refId,
        request_hash: hash,
        bank_txn_id: null,
        business_date: marketDateOf(now),
        note: '',
        created_at: now,
        updated_at: now,
        due_at: now + this.d.stepMs,
      });
      if (!inserted) return undefined; // the same refId, acknowledged a moment ago
      await this.d.audit.record(
        {
          event: 'bank.withdraw',
          account: r.sub,
          username: caller.username,
          ref: r.refId,
          amount: r.amount,
          origin,
          detail: { id: inserted.id, fee, bankAccountId: bank.id, bank: bank.bank_name },
        },
        trx,
      );
      const movement = { sub: r.sub, amount: r.amount, fee };
      await ledger.post(
        trx,
        'bank-withdraw-hold',
        String(inserted.id),
        withdrawHold(movement),
        `bank withdrawal ${inserted.id}`,
      );
      await this.d.notices.store(caller.customerId, toTransfer(inserted), trx);
      return inserted;
    });
    if (!row) return sameRequest(await transferByRef(db, r.sub, r.refId), hash);
    const transfer = toTransfer(row);
    this.d.notices.push(caller.username, transfer);
    return transfer;
  }
}
