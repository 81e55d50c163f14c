// The money transfer screen (/home/chuyen-tien): withdrawable cash and the virtual account of the
// selected sub-account, a withdrawal to a registered bank account, in demo a simulated deposit and
// the SMS outbox, and the history with live statuses.
import { formatInteger } from '@sen/market';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useAppConfig } from '@/shared/config/config-query';
import { marketNow } from '@/shared/lib/market-clock';
import { openLogin } from '@/shared/session/session-store';
import { useSession } from '@/shared/session/use-session';
import { FigureCard } from '@/shared/ui/figure-card';
import { bankAccountsQuery, bankInfoQuery, smsOutboxQuery } from '../api/bank-api';
import dataStyles from '@/shared/ui/data.module.css';
import formStyles from '@/shared/ui/form.module.css';
import styles from './bank.module.css';
import { DepositDemoForm } from './deposit-demo-form';
import { TransferHistory } from './transfer-history';
import { useBankLive } from './use-bank-live';
import { WithdrawForm } from './withdraw-form';

export function MoneyTransferScreen() {
  const { t } = useTranslation('bank');
  const loggedIn = useSession((s) => s.token !== null);
  if (loggedIn) return <MoneyTransfer />;
  return (
    <div className={dataStyles.empty} data-testid="need-login">
      <p>{t('needLogin')}</p>
      <button type="button" className={styles.primary} onClick={openLogin}>
        {t('login')}
      </button>
    </div>
  );
}

function SmsOutbox({ base, user }: { base: string; user: string }) {
  const { t } = useTranslation('bank');
  const outbox = useQuery(smsOutboxQuery(base, user));
  return (
    <div className={formStyles.hint} data-testid="bank-otp-outbox" aria-live="polite">
      <strong>{t('outbox.title')}: </strong>
      {outbox.data?.[0]?.message ?? t('outbox.empty')}
    </div>
  );
}

function MoneyTransfer() {
  const { t } = useTranslation('bank');
  const { t: common } = useTranslation('common');
  const config = useAppConfig();
  const base = config.tradingBase;
  const sub = useSession((s) => s.defAccount) ?? '';
  const user = useSession((s) => s.token?.user) ?? '';
  const info = useQuery({ ...bankInfoQuery(base, sub), enabled: sub !== '' });
  const accounts = useQuery(bankAccountsQuery(base));
  useBankLive();
  const today = marketNow() ?? Date.parse(config.marketTime);
  return (
    <section className={styles.layout} data-testid="money-transfer">
      <div className={dataStyles.panel}>
        <h1 className={dataStyles.title}>
          {t('title')} – {t('sub')} {sub}
        </h1>
        <div className={styles.cards}>
          <FigureCard
            label={t('withdrawable')}
            value={info.data ? common('vnd', { amount: formatInteger(info.data.withdrawable) }) : '-'}
            testId="bank-withdrawable"
          />
          <FigureCard
            label={t('virtualAccount')}
            value={info.data?.virtualAccount ?? '-'}
            testId="bank-virtual-account"
          />
          <FigureCard
            label={t('withdraw.fee')}
            value={info.data ? common('vnd', { amount: formatInteger(info.data.withdrawFee) }) : '-'}
            testId="bank-fee"
          />
        </div>
        <div className={styles.columns}>
          {accounts.data && sub !== '' && (
            <WithdrawForm key={sub} base={base} sub={sub} accounts={accounts.data} />
          )}
          {info.data?.demo && (
            <div className={formStyles.form}>
              <DepositDemoForm key={sub} base={base} sub={sub} virtualAccount={info.data.virtualAccount} />
              <SmsOutbox base={base} user={user} />
            </div>
          )}
        </div>
      </div>
      {sub !== '' && <TransferHistory key={sub} base={base} sub={sub} today={today} />}
    </section>
  );
}
