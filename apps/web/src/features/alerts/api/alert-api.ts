// A customer's price alerts on the server (AlertList / AlertSet / AlertDelete, docs/api.md).
import { alertDeleteCommand, alertListCommand, alertSetCommand } from '@sen/protocol';
import { queryOptions } from '@tanstack/react-query';
import { callTrading } from '@/shared/session/trading-call';
import type { AlertDraft } from '../lib/local-alerts';

export const ALERTS_KEY = ['price-alerts'] as const;

export const alertsQuery = (base: string, user: string) =>
  queryOptions({
    queryKey: [...ALERTS_KEY, user],
    queryFn: () => callTrading(base, alertListCommand, {}),
  });

export const saveServerAlert = (base: string, draft: AlertDraft, id?: string) =>
  callTrading(base, alertSetCommand, {
    symbol: draft.symbol,
    kind: draft.kind,
    threshold: draft.threshold,
    repeat: draft.repeat,
    active: draft.active,
    ...(id === undefined ? {} : { id }),
  });

export const deleteServerAlert = (base: string, id: string) => callTrading(base, alertDeleteCommand, { id });
