// One text for a form error of the trading forms: an order-validation key of @sen/market (with its
// values), a key of the trading namespace, or a text already made (a server refusal).
import { ORDER_VALIDATION_MESSAGES, type OrderValidationKey } from '@sen/market';
import { useTranslation } from 'react-i18next';
import { useSettings } from '@/shared/settings/use-settings';
import { validationText } from '../lib/order-messages';

export function useFormErrorText(): (message: string) => string {
  const { t, i18n } = useTranslation('trading');
  const language = useSettings((s) => s.lang);
  return (message) => {
    if (message in ORDER_VALIDATION_MESSAGES)
      return validationText(message as OrderValidationKey, undefined, language);
    if (i18n.exists(message, { ns: 'trading' })) return t(message as 'ticket.pinInvalid');
    return message;
  };
}
