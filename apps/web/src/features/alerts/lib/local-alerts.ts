// A visitor's price alerts, kept in this browser (local storage `sen.priceAlerts`) and evaluated
// here against the board's stream (hooks/use-visitor-alerts.ts). Same entity and rules as a
// customer's alerts on the server (@sen/market price-alerts): at most 50 active.
import {
  alertThresholdProblem,
  MAX_ACTIVE_PRICE_ALERTS,
  PRICE_ALERT_KINDS,
  PRICE_ALERT_REPEATS,
  stepAlert,
  type AlertQuote,
} from '@sen/market';
import { z } from 'zod';
import { createStore } from '@/shared/lib/create-store';

export const LOCAL_ALERTS_KEY = 'sen.priceAlerts';

const localAlertSchema = z.object({
  id: z.string().max(40),
  symbol: z.string().regex(/^[A-Z0-9]{1,20}$/),
  kind: z.enum(PRICE_ALERT_KINDS),
  threshold: z.number().finite(),
  repeat: z.enum(PRICE_ALERT_REPEATS),
  status: z.enum(['active', 'fired', 'disabled']),
  armed: z.boolean(),
  /** Market time, epoch ms (the server's clock as the browser knows it). */
  createdAt: z.number(),
  firedAt: z.number().nullable(),
  lastPrice: z.number().nullable(),
});
export type LocalAlert = z.output<typeof localAlertSchema>;

/** The alerts stored, those that do not parse dropped (never a thrown error). */
export function parseLocalAlerts(text: string | null): LocalAlert[] {
  if (!text) return [];
  try {
    const parsed = z.array(z.unknown()).safeParse(JSON.parse(text));
    if (!parsed.success) return [];
    return parsed.data.flatMap((item) => {
      const alert = localAlertSchema.safeParse(item);
      return alert.success ? [alert.data] : [];
    });
  } catch {
    return [];
  }
}

function read(): LocalAlert[] {
  try {
    return parseLocalAlerts(globalThis.localStorage?.getItem(LOCAL_ALERTS_KEY) ?? null);
  } catch {
    return [];
  }
}

export const localAlertStore = createStore<LocalAlert[]>(read());

localAlertStore.subscribe(() => {
  try {
    globalThis.localStorage?.setItem(LOCAL_ALERTS_KEY, JSON.stringify(localAlertStore.get()));
  } catch {
    // Storage unavailable: the alerts still apply for this visit.
  }
});

export interface AlertDraft {
  symbol: string;
  kind: LocalAlert['kind'];
  threshold: number;
  repeat: LocalAlert['repeat'];
  active: boolean;
}

/** Why a draft cannot be kept: the catalogue's code (-8801 limit, -8802 missing, -8803 threshold). */
export type LocalRefusal = -8801 | -8802 | -8803;

/** Adds (no `id`) or edits an alert, armed again; the refusal's code when it breaks a rule. */
export function saveLocalAlert(
  draft: AlertDraft,
  now: number,
  id?: string,
): { ok: true; alert: LocalAlert } | { ok: false; code: LocalRefusal } {
  const alerts = localAlertStore.get();
  const current = id === undefined ? undefined : alerts.find((alert) => alert.id === id);
  if (id !== undefined && !current) return { ok: false, code: -8802 };
  if (alertThresholdProblem(draft.kind, draft.threshold)) return { ok: false, code: -8803 };
  const active = alerts.filter((alert) => alert.status === 'active' && alert.id !== id).length;
  if (draft.active && active >= MAX_ACTIVE_PRICE_ALERTS) return { ok: false, code: -8801 };
  const alert: LocalAlert = {
    id: current?.id ?? `${now.toString(36)}${Math.floor(Math.random() * 1e6).toString(36)}`,
    symbol: draft.symbol,
    kind: draft.kind,
    threshold: draft.threshold,
    repeat: draft.repeat,
    status: draft.active ? 'active' : 'disabled',
    armed: true,
    createdAt: current?.createdAt ?? now,
    firedAt: current?.firedAt ?? null,
    lastPrice: current?.lastPrice ?? null,
  };
  localAlertStore.set(current ? alerts.map((a) => (a.id === id ? alert : a)) : [alert, ...alerts]);
  return { ok: true, alert };
}

export function deleteLocalAlert(id: string): void {
  localAlertStore.set((alerts) => alerts.filter((alert) => alert.id !== id));
}

/**
 * Steps the active alerts of a symbol on its quote; returns those that fired (as after firing).
 * The store changes only when an alert fired or re-armed.
 */
export function evaluateLocalAlerts(symbol: string, quote: AlertQuote, now: number): LocalAlert[] {
  const fired: LocalAlert[] = [];
  let changed = false;
  const next = localAlertStore.get().map((alert) => {
    if (alert.symbol !== symbol || alert.status !== 'active') return alert;
    const step = stepAlert(alert, quote);
    if (!step.fire && step.armed === alert.armed) return alert;
    changed = true;
    if (!step.fire) return { ...alert, armed: step.armed };
    const after: LocalAlert = {
      ...alert,
      armed: step.armed,
      status: step.done ? 'fired' : 'active',
      firedAt: now,
      lastPrice: quote.last,
    };
    fired.push(after);
    return after;
  });
  if (changed) localAlertStore.set(next);
  return fired;
}
