// A logged-in customer's alerts: the list from the server (the bells show its symbols), read again
// on every private `alert` event, which is delivered as a toast and a browser notification.
import type { PriceAlert } from '@sen/protocol';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useAppConfig } from '@/shared/config/config-query';
import { realtime } from '@/shared/lib/realtime/realtime';
import { ALERTS_KEY, alertsQuery } from '../api/alert-api';
import { showAlertSymbols } from '@/shared/alerts/alert-ui-store';
import { deliverAlert } from '../lib/deliver-alert';

interface AlertEvent {
  type: 'alert';
  alert: PriceAlert;
  price: number;
  volume: number;
}

const isAlertEvent = (message: unknown): message is { action: 'Event'; data: AlertEvent } => {
  const m = message as { action?: string; data?: { type?: string; alert?: unknown } };
  return m.action === 'Event' && m.data?.type === 'alert' && typeof m.data.alert === 'object';
};

export function useCustomerAlerts(user: string | null): void {
  const { tradingBase } = useAppConfig();
  const queryClient = useQueryClient();
  const alerts = useQuery({ ...alertsQuery(tradingBase, user ?? ''), enabled: user !== null });
  useEffect(() => {
    if (user === null || !alerts.data) return;
    showAlertSymbols(alerts.data.flatMap((a) => (a.status === 'active' ? [a.symbol] : [])));
  }, [user, alerts.data]);
  useEffect(() => {
    if (user === null) return;
    return realtime.onPrivate((message) => {
      if (!isAlertEvent(message)) return;
      const { alert, price, volume } = message.data;
      deliverAlert({ symbol: alert.symbol, kind: alert.kind, threshold: alert.threshold, price, volume });
      void queryClient.invalidateQueries({ queryKey: ALERTS_KEY });
    });
  }, [user, queryClient]);
}
