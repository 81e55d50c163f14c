// Private reads of corporate actions for one sub-account, each a query keyed by its sub-account.
import { entitlementListCommand, rightsHistoryCommand, rightsListCommand } from '@sen/protocol';
import { queryOptions } from '@tanstack/react-query';
import { callTrading } from '@/shared/session/trading-call';

const REFRESH_MS = 30_000;

export const rightsListQuery = (base: string, sub: string) =>
  queryOptions({
    queryKey: ['rights', sub, 'list'],
    queryFn: () => callTrading(base, rightsListCommand, { subAccount: sub }),
    refetchInterval: REFRESH_MS,
  });
export const rightsHistoryQuery = (base: string, sub: string, from: string, to: string) =>
  queryOptions({
    queryKey: ['rights', sub, 'history', from, to],
    queryFn: () => callTrading(base, rightsHistoryCommand, { subAccount: sub, from: from, to: to }),
  });
export const entitlementListQuery = (base: string, sub: string) =>
  queryOptions({
    queryKey: ['rights', sub, 'entitlements'],
    queryFn: () => callTrading(base, entitlementListCommand, { subAccount: sub }),
    refetchInterval: REFRESH_MS,
  });
