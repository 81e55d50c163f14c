// Tells the user an alert fired: a toast in the chosen language and, when the user allowed them,
// a browser notification. Texts are the market's (alertFiredText: the same as the server's).
import { alertFiredText, type PriceAlertKind } from '@sen/market';
import { toast } from 'react-toastify';
import { settingsStore } from '@/shared/settings/settings-store';
import { kindOfSymbol } from './kind-of-symbol';

export interface FiredAlert {
  symbol: string;
  kind: PriceAlertKind;
  threshold: number;
  price: number;
  volume: number;
}

export function deliverAlert(fired: FiredAlert): void {
  const text = alertFiredText(
    fired.symbol,
    fired.kind,
    fired.threshold,
    {
      last: fired.price,
      totalVolume: fired.volume,
    },
    kindOfSymbol(fired.symbol),
  )[settingsStore.get().lang];
  // Longer than the app's 2.5 s: the user may be looking elsewhere when the market moves.
  toast.info(text, {
    toastId: `alert-${fired.symbol}-${fired.kind}-${fired.threshold}-${fired.price}`,
    autoClose: 15_000,
  });
  if (typeof Notification !== 'undefined' && Notification.permission === 'granted') {
    try {
      new Notification('Sen', { body: text, tag: `sen-alert-${fired.symbol}` });
    } catch {
      // Some browsers allow notifications only from a service worker: the toast stays.
    }
  }
}
