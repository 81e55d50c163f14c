// Top bar: chooses the sub-account the private screens work on (label: number plus Margin or Thường).
// The choice becomes the server's default sub-account (ChangeAccount), so a reload or the next login
// opens on it; when the server refuses (a sub-account not activated yet) the choice stays for this
// page and the refusal shows as a toast.
import { changeAccountCommand, isMarginSubAccount } from '@sen/protocol';
import { useTranslation } from 'react-i18next';
import { toast } from 'react-toastify';
import { useAppConfig } from '@/shared/config/config-query';
import { errorText } from '@/shared/session/error-text';
import { selectAccount, setDefaultAccount } from '@/shared/session/session-store';
import { callTrading } from '@/shared/session/trading-call';
import { useSession } from '@/shared/session/use-session';
import styles from './account.module.css';

export function AccountSwitcher() {
  const { t } = useTranslation('account');
  const { tradingBase } = useAppConfig();
  const accounts = useSession((s) => s.listShareHolder);
  const current = useSession((s) => s.defAccount);
  if (accounts.length === 0) return null;
  const choose = async (subAcntNo: string) => {
    selectAccount(subAcntNo);
    try {
      const reply = await callTrading(tradingBase, changeAccountCommand, { p1: subAcntNo });
      setDefaultAccount(reply.defaultAcc);
    } catch (error) {
      toast.error(errorText(error));
    }
  };
  return (
    <select
      className={styles.switcher}
      aria-label={t('switcher')}
      value={current ?? ''}
      onChange={(e) => void choose(e.target.value)}
      data-testid="account-switcher"
    >
      {accounts.map((a) => (
        <option key={a.subAcntNo} value={a.subAcntNo}>
          {`${a.subAcntNo} ${isMarginSubAccount(a.subAcntNo) ? t('margin') : t('normal')}`}
        </option>
      ))}
    </select>
  );
}
