// Texts of the trading feature in the chosen language (spec §8): an order's messageNo through the
// catalogue and the ticket's validation keys. Failed calls are shown by shared/session/show-failure.
import {
  errorMessage,
  fillText,
  ORDER_VALIDATION_MESSAGES,
  type Language,
  type OrderValidationKey,
} from '@sen/market';

export const messageNoText = (messageNo: number, language: Language) =>
  errorMessage({ messageNo, message: null }, language);

export const validationText = (
  key: OrderValidationKey,
  values: Readonly<Record<string, string>> | undefined,
  language: Language,
) => fillText(ORDER_VALIDATION_MESSAGES[key][language], values ?? {});
