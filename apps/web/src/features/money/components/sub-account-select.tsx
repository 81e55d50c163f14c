// The receiving sub-account of an internal transfer: the customer's other sub-accounts.
import type { UseFormRegisterReturn, FieldError } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useSession } from '@/shared/session/use-session';
import dataStyles from '@/shared/ui/data.module.css';
import formStyles from '@/shared/ui/form.module.css';

export function SubAccountSelect({
  from,
  registration,
  error,
}: {
  from: string;
  registration: UseFormRegisterReturn;
  error: FieldError | undefined;
}) {
  const { t } = useTranslation('money');
  const accounts = useSession((s) => s.listShareHolder).filter((a) => a.subAcntNo !== from);
  return (
    <label className={formStyles.field}>
      <span className={dataStyles.muted}>{t('cashTransfer.to')}</span>
      <select className={formStyles.input} data-testid="transfer-to" {...registration}>
        <option value="">{t('cashTransfer.chooseTo')}</option>
        {accounts.map((a) => (
          <option key={a.subAcntNo} value={a.subAcntNo}>
            {a.subAcntNo}
          </option>
        ))}
      </select>
      {error?.message && (
        <span className={formStyles.error} role="alert">
          {t(error.message as never)}
        </span>
      )}
    </label>
  );
}
