// Price alerts (issue 24 item 1): the conditions a customer (or a visitor, in the browser) watches
// on a symbol, and how an alert moves when the market changes. Pure: the server's leader node and
// the browser (a visitor's alerts) run the same rules on the quotes they see.
import { changePercent, formatInteger, formatPercent } from './format-number.ts';
import type { InstrumentKind } from './instruments.ts';
import { formatScreenPrice } from './screen-price.ts';
import type { LocalizedText } from './localized-text.ts';

export const PRICE_ALERT_KINDS = [
  'priceAbove',
  'priceBelow',
  'changePctAbove',
  'changePctBelow',
  'ceiling',
  'floor',
  'volumeAbove',
] as const;
export type PriceAlertKind = (typeof PRICE_ALERT_KINDS)[number];
export const PRICE_ALERT_REPEATS = ['once', 'rearm'] as const;
export type PriceAlertRepeat = (typeof PRICE_ALERT_REPEATS)[number];

/** At most this many active alerts per customer (and per visitor's browser). */
export const MAX_ACTIVE_PRICE_ALERTS = 50;

/** What an alert looks at: the symbol's live figures (VND; shares). `last` is 0 before the first match. */
export interface AlertQuote {
  last: number;
  reference: number;
  ceiling: number;
  floor: number;
  totalVolume: number;
}

/** Kinds whose threshold is unused (the band's ceiling or floor is the threshold). */
export const alertNeedsThreshold = (kind: PriceAlertKind): boolean => kind !== 'ceiling' && kind !== 'floor';

/**
 * Whether the alert's condition holds on a quote. Prices and change are judged on the last match
 * (none before the first match); volume on the day's board-lot volume. Limits are inclusive:
 * "at or above", "at or below", ceiling or floor touched.
 */
export function alertConditionHolds(kind: PriceAlertKind, threshold: number, quote: AlertQuote): boolean {
  if (kind === 'volumeAbove') return quote.totalVolume >= threshold;
  if (quote.last <= 0) return false;
  switch (kind) {
    case 'priceAbove':
      return quote.last >= threshold;
    case 'priceBelow':
      return quote.last <= threshold;
    case 'changePctAbove':
      return quote.reference > 0 && changePercent(quote.last, quote.reference) >= threshold;
    case 'changePctBelow':
      return quote.reference > 0 && changePercent(quote.last, quote.reference) <= threshold;
    case 'ceiling':
      return quote.ceiling > 0 && quote.last >= quote.ceiling;
    case 'floor':
      return quote.floor > 0 && quote.last <= quote.floor;
  }
}

/** The watching part of an alert: `armed` false while a re-arming alert waits for its condition to end. */
export interface AlertWatch {
  kind: PriceAlertKind;
  threshold: number;
  repeat: PriceAlertRepeat;
  armed: boolean;
}

/** The result of a market change for one active alert. */
export interface AlertStep {
  /** The alert fires now. */
  fire: boolean;
  /** Whether it is armed after the change (a once-alert that fired is done: status fired). */
  armed: boolean;
  /** A once-alert that fired: it stops watching. */
  done: boolean;
}

/**
 * Moves an active alert on a new quote: an armed alert whose condition holds fires (once: done;
 * rearm: disarmed); a disarmed one re-arms when its condition no longer holds.
 */
export function stepAlert(watch: AlertWatch, quote: AlertQuote): AlertStep {
  const holds = alertConditionHolds(watch.kind, watch.threshold, quote);
  if (watch.armed && holds) return { fire: true, armed: false, done: watch.repeat === 'once' };
  if (!watch.armed && !holds) return { fire: false, armed: true, done: false };
  return { fire: false, armed: watch.armed, done: false };
}

export type AlertThresholdProblem =
  'alert.thresholdPrice' | 'alert.thresholdPercent' | 'alert.thresholdVolume';

/** Largest price threshold (VND), volume threshold (shares) and change % accepted. */
export const ALERT_LIMITS = { maxPrice: 10_000_000, maxVolume: 10_000_000_000, maxPercent: 100 } as const;

/**
 * Checks a threshold for its kind: prices are whole VND in (0, 10,000,000]; change % has at most 2
 * decimals in [-100, 100]; volume whole shares in [1, 10^10]; ceiling and floor take 0.
 */
export function alertThresholdProblem(kind: PriceAlertKind, threshold: number): AlertThresholdProblem | null {
  if (!Number.isFinite(threshold))
    return kind.startsWith('change')
      ? 'alert.thresholdPercent'
      : kind === 'volumeAbove'
        ? 'alert.thresholdVolume'
        : 'alert.thresholdPrice';
  switch (kind) {
    case 'priceAbove':
    case 'priceBelow':
      return Number.isInteger(threshold) && threshold > 0 && threshold <= ALERT_LIMITS.maxPrice
        ? null
        : 'alert.thresholdPrice';
    case 'changePctAbove':
    case 'changePctBelow':
      return Math.abs(threshold) <= ALERT_LIMITS.maxPercent &&
        Math.abs(Math.round(threshold * 100) - threshold * 100) < 1e-6
        ? null
        : 'alert.thresholdPercent';
    case 'volumeAbove':
      return Number.isInteger(threshold) && threshold >= 1 && threshold <= ALERT_LIMITS.maxVolume
        ? null
        : 'alert.thresholdVolume';
    case 'ceiling':
    case 'floor':
      return threshold === 0 ? null : 'alert.thresholdPrice';
  }
}

/** Texts of the threshold problems (the web form shows them; the server answers -8803 with them). */
export const ALERT_THRESHOLD_MESSAGES: Readonly<Record<AlertThresholdProblem, LocalizedText>> = {
  'alert.thresholdPrice': {
    vi: 'Giá cảnh báo phải là số nguyên VND lớn hơn 0 và không quá 10.000.000 (trần/sàn: 0)',
    en: 'The alert price must be whole VND above 0 and at most 10,000,000 (ceiling/floor: 0)',
  },
  'alert.thresholdPercent': {
    vi: 'Tỷ lệ thay đổi phải từ -100 đến 100, tối đa 2 chữ số thập phân',
    en: 'The change must be between -100 and 100 with at most 2 decimals',
  },
  'alert.thresholdVolume': {
    vi: 'Khối lượng phải là số nguyên từ 1 đến 10.000.000.000',
    en: 'The volume must be a whole number from 1 to 10,000,000,000',
  },
};

/**
 * The condition in words, prices as the board shows the instrument's (futures in points), e.g.
 * alertConditionText('priceAbove', 25_000) -> vi 'giá ≥ 25.00'.
 */
export function alertConditionText(
  kind: PriceAlertKind,
  threshold: number,
  instrument: InstrumentKind = 'stock',
): LocalizedText {
  const formatPrice = (price: number) => formatScreenPrice(price, instrument);
  switch (kind) {
    case 'priceAbove':
      return { vi: `giá ≥ ${formatPrice(threshold)}`, en: `price ≥ ${formatPrice(threshold)}` };
    case 'priceBelow':
      return { vi: `giá ≤ ${formatPrice(threshold)}`, en: `price ≤ ${formatPrice(threshold)}` };
    case 'changePctAbove':
      return { vi: `thay đổi ≥ ${formatPercent(threshold)}`, en: `change ≥ ${formatPercent(threshold)}` };
    case 'changePctBelow':
      return { vi: `thay đổi ≤ ${formatPercent(threshold)}`, en: `change ≤ ${formatPercent(threshold)}` };
    case 'ceiling':
      return { vi: 'chạm giá trần', en: 'ceiling touched' };
    case 'floor':
      return { vi: 'chạm giá sàn', en: 'floor touched' };
    case 'volumeAbove':
      return { vi: `khối lượng ≥ ${formatInteger(threshold)}`, en: `volume ≥ ${formatInteger(threshold)}` };
  }
}

/** The text of a fired alert (notification, browser notification), both languages. */
export function alertFiredText(
  symbol: string,
  kind: PriceAlertKind,
  threshold: number,
  quote: Pick<AlertQuote, 'last' | 'totalVolume'>,
  instrument: InstrumentKind = 'stock',
): LocalizedText {
  const condition = alertConditionText(kind, threshold, instrument);
  const formatPrice = (price: number) => formatScreenPrice(price, instrument);
  const now =
    kind === 'volumeAbove'
      ? {
          vi: `khối lượng ${formatInteger(quote.totalVolume)}`,
          en: `volume ${formatInteger(quote.totalVolume)}`,
        }
      : { vi: `giá ${formatPrice(quote.last)}`, en: `price ${formatPrice(quote.last)}` };
  return {
    vi: `Cảnh báo ${symbol}: ${condition.vi} (hiện ${now.vi})`,
    en: `Alert ${symbol}: ${condition.en} (now ${now.en})`,
  };
}
