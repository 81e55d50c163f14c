// The alerts the screen lists: the customer's from the server, else the visitor's in this browser.
import type { PriceAlert } from '@sen/protocol';
import { useQuery } from '@tanstack/react-query';
import { useAppConfig } from '@/shared/config/config-query';
import { useStore } from '@/shared/hooks/use-store';
import { useSession } from '@/shared/session/use-session';
import { alertsQuery } from '../api/alert-api';
import { localAlertStore } from '../lib/local-alerts';

/** One alert as the screen shows it (times: market time, ISO or epoch ms). */
export type AlertRowView = Omit<PriceAlert, 'createdAt' | 'firedAt'> & {
  createdAt: string | number;
  firedAt: string | number | null;
};

export function useAlertList(): { alerts: AlertRowView[]; loading: boolean; visitor: boolean } {
  const user = useSession((s) => s.token?.user ?? null);
  const { tradingBase } = useAppConfig();
  const server = useQuery({ ...alertsQuery(tradingBase, user ?? ''), enabled: user !== null });
  const local = useStore(localAlertStore);
  if (user === null) return { alerts: local, loading: false, visitor: true };
  return { alerts: server.data ?? [], loading: server.isPending, visitor: false };
}
