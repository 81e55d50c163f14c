// The one place that turns a failed trading call into a text in the selected language: a code of
// the one error catalogue (`@sen/market`: the spec's codes and Sen's own) is translated, numbers of
// the server's message (such as minutes) carried over; else the server's own message, else the
// generic message.
import { errorMessage, GENERAL_MESSAGES, tradingError } from '@sen/market';
import { settingsStore } from '@/shared/settings/settings-store';
import { TradingCallError } from './trading-call';

export function errorText(error: unknown): string {
  const { lang } = settingsStore.get();
  if (error instanceof TradingCallError && (tradingError(error.rc) !== undefined || error.message)) {
    return errorMessage({ messageNo: error.rc, message: error.message }, lang);
  }
  return GENERAL_MESSAGES.genericError[lang];
}
