// Change the 6-digit trading PIN; the PIN kept for orders is forgotten afterwards.
import { changePinCommand } from '@sen/protocol';
import { useTranslation } from 'react-i18next';
import { toast } from 'react-toastify';
import { useAppConfig } from '@/shared/config/config-query';
import { setPin } from '@/shared/session/session-store';
import { callTrading } from '@/shared/session/trading-call';
import { changePinSchema } from '../lib/form-schemas';
import { SecretChangeForm } from './secret-change-form';

export function ChangePinScreen() {
  const { t } = useTranslation('account');
  const { tradingBase } = useAppConfig();
  return (
    <SecretChangeForm
      kind="pin"
      schema={changePinSchema}
      send={(v) =>
        callTrading(tradingBase, changePinCommand, { oldPin: v.old, newPin: v.next, confirmation: v.confirm })
      }
      done={(reset) => {
        setPin(null);
        toast.success(t('pin.done'));
        reset();
      }}
      testId="change-pin"
    />
  );
}
