// Registers the bank transfer commands (group B) on the trading gateway (docs/api.md, "Bank money
// transfer"). Each checks that the caller owns the sub-account (-6030) before anything else.
import { withdrawableCash } from '../money/withdrawable.ts';
import * as protocol from '@sen/protocol';
import { originOf } from '../audit/audit-trail.ts';
import {
  BANK_TRANSFER_MAX,
  BANK_TRANSFER_MIN,
  bankWithdrawFee,
  isValidBankAmount,
  isValidDateRange,
} from '@sen/market';
import { createHash } from 'node:crypto';
import { requireCaller, type CommandRegistry } from '../trading-gateway/command-registry.ts';
import { SenError } from '../../plugins/errors/sen-error.ts';
import { signBody, virtualAccountOf, type BankDeposits } from './bank-deposits.ts';
import { bankAccountsOf, transferHistory, toTransfer } from './bank-repository.ts';
import { maskAccount, type BankDeps, type BankWithdrawals } from './bank-withdrawals.ts';

export interface BankCommandServices {
  deps: BankDeps;
  withdrawals: BankWithdrawals;
  deposits: BankDeposits;
  secret: string;
  demo: boolean;
}

export function registerBankCommands(registry: CommandRegistry, s: BankCommandServices): void {
  const { db, access, ledger } = s.deps;
  registry.register(protocol.listBankAccountCommand, async (_p, ctx) =>
    (await bankAccountsOf(db, requireCaller(ctx).customerId)).map((a) => ({
      id: Number(a.id),
      bankCode: a.bank_code,
      bankName: a.bank_name,
      accountNo: maskAccount(a.account_no),
      holder: a.holder,
      demoOutcome: s.demo ? (a.demo_outcome === 'bankError' ? 'bankError' : 'success') : null,
    })),
  );
  registry.register(protocol.bankTransferInfoCommand, async (p, ctx) => {
    await access.requireOwn(requireCaller(ctx), p.subAccount);
    return {
      subAcntNo: p.subAccount,
      virtualAccount: virtualAccountOf(p.subAccount),
      beneficiaryBank: 'BIDV',
      withdrawFee: bankWithdrawFee(BANK_TRANSFER_MIN),
      minAmount: BANK_TRANSFER_MIN,
      maxAmount: BANK_TRANSFER_MAX,
      withdrawable: await withdrawableCash(ledger, db, p.subAccount),
      demo: s.demo,
    };
  });
  registry.register(protocol.bankWithdrawOtpCommand, (p, ctx) =>
    s.withdrawals.sendOtp(requireCaller(ctx), p.outboxKey),
  );
  registry.register(protocol.bankWithdrawCommand, (p, ctx) =>
    s.withdrawals.withdraw(
      requireCaller(ctx),
      { sub: p.subAccount, bankAccountId: p.bankAccountId, amount: p.amount, otp: p.otp, refId: p.refId },
      originOf(ctx),
    ),
  );
  registry.register(protocol.bankSimulateDepositCommand, async (p, ctx) => {
    const caller = requireCaller(ctx);
    if (!s.demo) throw new SenError('demoOnly');
    await access.requireActive(caller, p.subAccount);
    if (!isValidBankAmount(p.amount)) throw new SenError('bankAmountInvalid');
    // The simulated bank signs its callback as a real one would; the same refId is the same transaction.
    const txnId = `SIM${createHash('sha256').update(`${caller.customerId}|${p.subAccount}|${p.refId}`).digest('hex').slice(0, 29)}`;
    const body = JSON.stringify({
      txnId,
      virtualAccount: virtualAccountOf(p.subAccount),
      amount: p.amount,
      bankName: 'SIMBANK (demo)',
      note: `Demo ${p.refId}`,
    });
    const result = await s.deposits.receive(body, signBody(s.secret, body), originOf(ctx), p.refId);
    if (result.status === 200) return result.transfer;
    throw result.status === 409 ? new SenError('orderAlreadyProcessed') : SenError.ofCode(result.rc);
  });
  registry.register(protocol.bankTransferHistoryCommand, async (p, ctx) => {
    await access.requireOwn(requireCaller(ctx), p.subAccount);
    if (!isValidDateRange(p.from, p.to)) throw new SenError('dateRangeInvalid');
    return (await transferHistory(db, p.subAccount, p.from, p.to)).map(toTransfer);
  });
}
