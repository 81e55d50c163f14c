// Change password: the new one differs, the confirmation matches; the session ends afterwards and
// the login opens (spec §4 "Successful password change requires re-login").
import { changePasswordCommand } from '@sen/protocol';
import { useTranslation } from 'react-i18next';
import { toast } from 'react-toastify';
import { useAppConfig } from '@/shared/config/config-query';
import { endSession, openLogin } from '@/shared/session/session-store';
import { callTrading } from '@/shared/session/trading-call';
import { changePasswordSchema } from '../lib/form-schemas';
import { SecretChangeForm } from './secret-change-form';

export function ChangePasswordScreen() {
  const { t } = useTranslation('account');
  const { tradingBase } = useAppConfig();
  return (
    <SecretChangeForm
      kind="password"
      schema={changePasswordSchema}
      send={(v) =>
        callTrading(tradingBase, changePasswordCommand, {
          oldPassword: v.old,
          newPassword: v.next,
          confirmation: v.confirm,
        })
      }
      done={() => {
        toast.success(t('password.done'));
        endSession(false);
        openLogin();
      }}
      testId="change-password"
    />
  );
}
