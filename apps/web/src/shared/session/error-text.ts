// The one place that turns a failed trading call into a text in the selected language: a known
// code is translated (numbers of the server's message, such as minutes, carried over), else the
// server's own message, else the generic message.
import { i18n } from '@/shared/i18n/i18n';
import { TradingCallError } from './trading-call';

export function errorText(error: unknown): string {
  if (error instanceof TradingCallError) {
    const key = `auth:errors.${error.rc}`;
    if (i18n.exists(key)) return i18n.t(key as never, { n: /\d+/.exec(error.message)?.[0] ?? '' });
    if (error.message) return error.message;
  }
  return i18n.t('auth:errors.generic');
}
