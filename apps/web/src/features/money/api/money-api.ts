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
import type { DateRange } from '../lib/money-forms';

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
    queryFn: () => callTrading(base, cashAdvanceInfoCommand, { p1: sub }),
  });

export const cashBalanceQuery = (base: string, sub: string) =>
  queryOptions({
    queryKey: ['cashBalance', sub],
    queryFn: () => callTrading(base, cashBalanceCommand, { p1: sub }),
  });

export const stockBalanceQuery = (base: string, sub: string) =>
  queryOptions({
    queryKey: ['stockBalance', sub],
    queryFn: () => callTrading(base, stockBalanceCommand, { p1: sub }),
  });

const HISTORY = {
  advance: cashAdvanceHistoryCommand,
  cash: cashTransferHistoryCommand,
  stock: stockTransferHistoryCommand,
} as const;

export const advanceHistoryQuery = (base: string, sub: string, r: DateRange) =>
  queryOptions({
    queryKey: ['moneyHistory', 'advance', sub, r.from, r.to],
    queryFn: () => callTrading(base, HISTORY.advance, { p1: sub, p2: r.from, p3: r.to }),
  });
export const cashTransferHistoryQuery = (base: string, sub: string, r: DateRange) =>
  queryOptions({
    queryKey: ['moneyHistory', 'cash', sub, r.from, r.to],
    queryFn: () => callTrading(base, HISTORY.cash, { p1: sub, p2: r.from, p3: r.to }),
  });
export const stockTransferHistoryQuery = (base: string, sub: string, r: DateRange) =>
  queryOptions({
    queryKey: ['moneyHistory', 'stock', sub, r.from, r.to],
    queryFn: () => callTrading(base, HISTORY.stock, { p1: sub, p2: r.from, p3: r.to }),
  });

export const cashStatementQuery = (base: string, sub: string, r: DateRange) =>
  queryOptions({
    queryKey: ['statement', 'cash', sub, r.from, r.to],
    queryFn: () => callTrading(base, cashStatementCommand, { p1: sub, p2: r.from, p3: r.to }),
  });
export const stockStatementQuery = (base: string, sub: string, r: DateRange) =>
  queryOptions({
    queryKey: ['statement', 'stock', sub, r.from, r.to],
    queryFn: () => callTrading(base, stockStatementCommand, { p1: sub, p2: r.from, p3: r.to }),
  });

export const requestAdvance = (base: string, sub: string, amount: number, pin: string, refId: string) =>
  callTrading(base, cashAdvanceCommand, { p1: sub, p2: amount, p3: pin, p4: refId });

export const transferCash = (
  base: string,
  t: { from: string; to: string; amount: number; note: string; pin: string; refId: string },
) =>
  callTrading(base, cashTransferCommand, {
    p1: t.from,
    p2: t.to,
    p3: t.amount,
    p4: t.note,
    p5: t.pin,
    p6: t.refId,
  });

export const transferStock = (
  base: string,
  t: { from: string; to: string; symbol: string; volume: number; pin: string; refId: string },
) =>
  callTrading(base, stockTransferCommand, {
    p1: t.from,
    p2: t.to,
    p3: t.symbol,
    p4: t.volume,
    p5: t.pin,
    p6: t.refId,
  });
