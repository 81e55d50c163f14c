// Every failure of the trading feature as a text in the chosen language (spec §8): a code is looked
// up by messageNo in the catalogue, then the server's message, then the generic message.
import {
  errorMessage,
  fillText,
  ORDER_VALIDATION_MESSAGES,
  type Language,
  type OrderValidationKey,
} from '@sen/market';
import { TradingCallError } from '@/shared/session/trading-call';

export function orderErrorText(error: unknown, language: Language): string {
  if (error instanceof TradingCallError)
    return errorMessage({ messageNo: error.rc, message: error.message }, language);
  return errorMessage({ messageNo: null, message: null }, language);
}

export const messageNoText = (messageNo: number, language: Language) =>
  errorMessage({ messageNo, message: null }, language);

export const validationText = (
  key: OrderValidationKey,
  values: Readonly<Record<string, string>> | undefined,
  language: Language,
) => fillText(ORDER_VALIDATION_MESSAGES[key][language], values ?? {});
