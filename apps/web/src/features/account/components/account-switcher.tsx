// Top bar: chooses the sub-account the private screens work on (label: number plus Margin or Thường).
// The choice holds for this login across reloads (kept in the stored token); the default a new login
// starts from is the server's, set on the ChangeAccount screen ("Đổi tài khoản mặc định").
import { isMarginSubAccount } from '@sen/protocol';
import { useTranslation } from 'react-i18next';
import { selectAccount } from '@/shared/session/session-store';
import { useSession } from '@/shared/session/use-session';
import styles from './account.module.css';

export function AccountSwitcher() {
  const { t } = useTranslation('account-shell');
  const accounts = useSession((s) => s.listShareHolder);
  const current = useSession((s) => s.defAccount);
  if (accounts.length === 0) return null;
  return (
    <select
      className={styles.switcher}
      aria-label={t('switcher')}
      value={current ?? ''}
      onChange={(e) => selectAccount(e.target.value)}
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
