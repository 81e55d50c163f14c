import type { LocalizedText } from './localized-text.ts';

/** One coded error of the trading channel (spec §8): its `rc` / `messageNo` and texts. */
export interface TradingError extends LocalizedText {
  readonly key: string;
  readonly code: number;
}

/** Builds one catalogue entry. */
export const tradingErrorEntry = <K extends string>(
  code: number,
  key: K,
  vi: string,
  en: string,
): TradingError & { readonly key: K } => ({
  code,
  key,
  vi,
  en,
});
