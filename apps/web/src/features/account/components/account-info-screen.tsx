// The customer's profile (identifiers partly masked by the server) and sub-accounts.
import { accountStatus, isMarginSubAccount } from '@sen/protocol';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useAppConfig } from '@/shared/config/config-query';
import { Loading } from '@/shared/ui/loading';
import { useSession } from '@/shared/session/use-session';
import { accountInfoQuery } from '../api/account-queries';
import dataStyles from '@/shared/ui/data.module.css';
import styles from './account.module.css';

export function AccountInfoScreen() {
  const { t } = useTranslation('account');
  const { tradingBase } = useAppConfig();
  const user = useSession((s) => s.token?.user ?? '');
  const accounts = useSession((s) => s.listShareHolder);
  const info = useQuery(accountInfoQuery(tradingBase, user)).data;
  if (!info) return <Loading />;
  const rows: Array<[string, string]> = [
    [t('info.username'), info.username],
    [t('info.fullName'), info.fullName],
    [t('info.email'), info.email],
    [t('info.phone'), info.phone],
    [t('info.idNumber'), info.idNumber],
    [t('info.address'), info.address],
    [t('info.branch'), info.branchCode],
    [t('info.status'), t(`info.statuses.${accountStatus(info.status)}`)],
    [t('info.defaultAcc'), info.defaultAcc],
    [t('info.otpMethod'), t(`info.otpMethods.${info.otpMethod}`)],
  ];
  return (
    <section data-testid="account-info">
      <h1 className={dataStyles.title}>{t('info.title')}</h1>
      <dl className={styles.info}>
        {rows.map(([label, value]) => (
          <div key={label} style={{ display: 'contents' }}>
            <dt>{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
      <h3 className={dataStyles.subtitle}>{t('info.subAccounts')}</h3>
      <ul>
        {accounts.map((a) => (
          <li
            key={a.subAcntNo}
          >{`${a.subAcntNo} ${isMarginSubAccount(a.subAcntNo) ? t('margin') : t('normal')} (${a.acntNo})`}</li>
        ))}
      </ul>
    </section>
  );
}
