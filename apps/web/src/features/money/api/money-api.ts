// Calls of the money screens: the reads as queries keyed by sub-account (and range), the
// movements as plain calls with a refId made once per submission.
import { randomId } from '@sen/market';
import {
  cashAdvanceCommand,
  cashAdvanceHistoryCommand,
  cashAdvanceInfoCommand,
  cashBalanceCommand,
  cashStatementCommand,
  cashTransferCommand,
  cashTransferHistoryCommand,
  stockBalanceCommand,
  stockStatementCommand,
  stockTransferCommand,
  stockTransferHistoryCommand,
} from '@sen/protocol';
import { queryOptions } from '@tanstack/react-query';
import { callTrading } from '@/shared/session/trading-call';
import type { DateRange } from '@/shared/lib/date-range';

/** Query keys a money event (or a movement made here) makes stale. */
export const MONEY_KEYS = [
  ['cashAdvanceInfo'],
  ['moneyHistory'],
  ['statement'],
  ['cashBalance'],
  ['stockBalance'],
];

export const newRefId = () => randomId(Math.random);

export const cashAdvanceInfoQuery = (base: string, sub: string) =>
  queryOptions({
    queryKey: ['cashAdvanceInfo', sub],
    queryFn: () => callTrading(base, cashAdvanceInfoCommand, { subAccount: sub }),
  });

export const cashBalanceQuery = (base: string, sub: string) =>
  queryOptions({
    queryKey: ['cashBalance', sub],
    queryFn: () => callTrading(base, cashBalanceCommand, { subAccount: sub }),
  });

export const stockBalanceQuery = (base: string, sub: string) =>
  queryOptions({
    queryKey: ['stockBalance', sub],
    queryFn: () => callTrading(base, stockBalanceCommand, { subAccount: sub }),
  });

const HISTORY = {
  advance: cashAdvanceHistoryCommand,
  cash: cashTransferHistoryCommand,
  stock: stockTransferHistoryCommand,
} as const;

export const advanceHistoryQuery = (base: string, sub: string, r: DateRange) =>
  queryOptions({
    queryKey: ['moneyHistory', 'advance', sub, r.from, r.to],
    queryFn: () => callTrading(base, HISTORY.advance, { subAccount: sub, from: r.from, to: r.to }),
  });
export const cashTransferHistoryQuery = (base: string, sub: string, r: DateRange) =>
  queryOptions({
    queryKey: ['moneyHistory', 'cash', sub, r.from, r.to],
    queryFn: () => callTrading(base, HISTORY.cash, { subAccount: sub, from: r.from, to: r.to }),
  });
export const stockTransferHistoryQuery = (base: string, sub: string, r: DateRange) =>
  queryOptions({
    queryKey: ['moneyHistory', 'stock', sub, r.from, r.to],
    queryFn: () => callTrading(base, HISTORY.stock, { subAccount: sub, from: r.from, to: r.to }),
  });

export const cashStatementQuery = (base: string, sub: string, r: DateRange) =>
  queryOptions({
    queryKey: ['statement', 'cash', sub, r.from, r.to],
    queryFn: () => callTrading(base, cashStatementCommand, { subAccount: sub, from: r.from, to: r.to }),
  });
export const stockStatementQuery = (base: string, sub: string, r: DateRange) =>
  queryOptions({
    queryKey: ['statement', 'stock', sub, r.from, r.to],
    queryFn: () => callTrading(base, stockStatementCommand, { subAccount: sub, from: r.from, to: r.to }),
  });

export const requestAdvance = (base: string, sub: string, amount: number, pin: string, refId: string) =>
  callTrading(base, cashAdvanceCommand, { subAccount: sub, amount: amount, pin: pin, refId: refId });

export const transferCash = (
  base: string,
  t: { from: string; to: string; amount: number; note: string; pin: string; refId: string },
) =>
  callTrading(base, cashTransferCommand, {
    fromSubAccount: t.from,
    toSubAccount: t.to,
    amount: t.amount,
    note: t.note,
    pin: t.pin,
    refId: t.refId,
  });

export const transferStock = (
  base: string,
  t: { from: string; to: string; symbol: string; volume: number; pin: string; refId: string },
) =>
  callTrading(base, stockTransferCommand, {
    fromSubAccount: t.from,
    toSubAccount: t.to,
    symbol: t.symbol,
    volume: t.volume,
    pin: t.pin,
    refId: t.refId,
  });
