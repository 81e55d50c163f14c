// Private reads of one sub-account, each a query keyed by its sub-account.
import {
  accountInfoCommand,
  cashBalanceCommand,
  derivativePositionsCommand,
  marginInfoCommand,
  positionsCommand,
  purchasePowerCommand,
  stockBalanceCommand,
} from '@sen/protocol';
import { queryOptions } from '@tanstack/react-query';
import { callTrading } from '@/shared/session/trading-call';

const REFRESH_MS = 10_000;
const LIVE_MS = 3_000;

export const cashBalanceQuery = (base: string, sub: string) =>
  queryOptions({
    queryKey: ['cashBalance', sub],
    queryFn: () => callTrading(base, cashBalanceCommand, { subAccount: sub }),
    refetchInterval: REFRESH_MS,
  });
export const stockBalanceQuery = (base: string, sub: string) =>
  queryOptions({
    queryKey: ['stockBalance', sub],
    queryFn: () => callTrading(base, stockBalanceCommand, { subAccount: sub }),
    refetchInterval: REFRESH_MS,
  });
export const positionsQuery = (base: string, sub: string) =>
  queryOptions({
    queryKey: ['positions', sub],
    queryFn: () => callTrading(base, positionsCommand, { subAccount: sub }),
    refetchInterval: REFRESH_MS,
  });
/** Futures positions: refreshed every few seconds for the unrealised P/L at the live price. */
export const derivativePositionsQuery = (base: string, sub: string) =>
  queryOptions({
    queryKey: ['derivativePositions', sub],
    queryFn: () => callTrading(base, derivativePositionsCommand, { subAccount: sub }),
    refetchInterval: LIVE_MS,
  });
export const purchasePowerQuery = (base: string, sub: string) =>
  queryOptions({
    queryKey: ['purchasePower', sub],
    queryFn: () => callTrading(base, purchasePowerCommand, { subAccount: sub }),
    refetchInterval: REFRESH_MS,
  });
export const accountInfoQuery = (base: string, user: string) =>
  queryOptions({ queryKey: ['accountInfo', user], queryFn: () => callTrading(base, accountInfoCommand, {}) });
/** A margin sub-account's debt and ratio (the margin debt screen has the details). */
export const marginSummaryQuery = (base: string, sub: string) =>
  queryOptions({
    queryKey: ['marginInfo', sub],
    queryFn: () => callTrading(base, marginInfoCommand, { subAccount: sub }),
    refetchInterval: LIVE_MS,
  });
