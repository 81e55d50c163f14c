// Calls of the bank money transfer screen: reads as queries keyed by sub-account, moves as plain
// calls (each withdrawal or deposit carries a fresh refId, so a retried click cannot move twice).
import { randomId } from '@sen/market';
import {
  bankSimulateDepositCommand,
  bankTransferHistoryCommand,
  bankTransferInfoCommand,
  bankWithdrawCommand,
  bankWithdrawOtpCommand,
  listBankAccountCommand,
  otpOutboxCommand,
} from '@sen/protocol';
import { queryOptions } from '@tanstack/react-query';
import { callTrading } from '@/shared/session/trading-call';

const cryptoRandom = () => crypto.getRandomValues(new Uint32Array(1))[0]! / 2 ** 32;
export const newRefId = () => randomId(cryptoRandom);

// Demo mode: the server shows a withdrawal's SMS only to the outbox key that asked for it (this tab).
const outboxKey = Array.from(crypto.getRandomValues(new Uint8Array(16)), (b) =>
  b.toString(16).padStart(2, '0'),
).join('');

export const bankAccountsQuery = (base: string) =>
  queryOptions({ queryKey: ['bankAccounts'], queryFn: () => callTrading(base, listBankAccountCommand, {}) });

export const bankInfoQuery = (base: string, sub: string) =>
  queryOptions({
    queryKey: ['bankInfo', sub],
    queryFn: () => callTrading(base, bankTransferInfoCommand, { subAccount: sub }),
    refetchInterval: 10_000,
  });

export const bankHistoryQuery = (base: string, sub: string, from: string, to: string) =>
  queryOptions({
    queryKey: ['bankHistory', sub, from, to],
    queryFn: () => callTrading(base, bankTransferHistoryCommand, { subAccount: sub, from: from, to: to }),
    // Live by the private `bank` events; read again now and then in case one was missed (reconnects).
    refetchInterval: 10_000,
  });

export const smsOutboxQuery = (base: string, user: string) =>
  queryOptions({
    queryKey: ['otpOutbox', user],
    queryFn: () => callTrading(base, otpOutboxCommand, { username: user, outboxKey: outboxKey }),
    refetchInterval: 3_000,
  });

export const sendWithdrawOtp = (base: string) =>
  callTrading(base, bankWithdrawOtpCommand, { outboxKey: outboxKey });

export const withdraw = (
  base: string,
  w: { sub: string; bankAccountId: number; amount: number; otp: string; refId: string },
) =>
  callTrading(base, bankWithdrawCommand, {
    subAccount: w.sub,
    bankAccountId: w.bankAccountId,
    amount: w.amount,
    otp: w.otp,
    refId: w.refId,
  });

export const simulateDeposit = (base: string, d: { sub: string; amount: number; refId: string }) =>
  callTrading(base, bankSimulateDepositCommand, { subAccount: d.sub, amount: d.amount, refId: d.refId });
