// The margin debt screen (spec §2 "margin debt", /home/no-ky-quy): the margin sub-account's ratio
// drawn against its call and force-sell thresholds, its debt, interest and assets, its loans and
// the repay form. It works on the selected sub-account when that is a margin one, else on the
// customer's first margin sub-account.
import { formatInteger, formatRatio } from '@sen/market';
import { isMarginSubAccount } from '@sen/protocol';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useAppConfig } from '@/shared/config/config-query';
import { openLogin } from '@/shared/session/session-store';
import { useSession } from '@/shared/session/use-session';
import { FigureCard } from '@/shared/ui/figure-card';
import { marginInfoQuery, marginLoansQuery } from '../api/margin-queries';
import { LoansTable } from './loans-table';
import dataStyles from '@/shared/ui/data.module.css';
import formStyles from '@/shared/ui/form.module.css';
import styles from './margin.module.css';
import { RatioGauge } from './ratio-gauge';
import { RepayForm } from './repay-form';

export function MarginDebtScreen() {
  const { t } = useTranslation('margin');
  const loggedIn = useSession((s) => s.token !== null);
  const selected = useSession((s) => s.defAccount);
  const accounts = useSession((s) => s.listShareHolder);
  if (!loggedIn)
    return (
      <div className={dataStyles.empty} data-testid="need-login">
        <p>{t('needLogin')}</p>
        <button type="button" className={formStyles.primary} onClick={openLogin}>
          {t('login')}
        </button>
      </div>
    );
  const sub =
    selected && isMarginSubAccount(selected)
      ? selected
      : accounts.find((a) => isMarginSubAccount(a.subAcntNo))?.subAcntNo;
  if (!sub) return <p className={dataStyles.empty}>{t('noMarginAccount')}</p>;
  return <MarginDebt sub={sub} />;
}

function MarginDebt({ sub }: { sub: string }) {
  const { t } = useTranslation('margin');
  const { tradingBase } = useAppConfig();
  const info = useQuery(marginInfoQuery(tradingBase, sub));
  const loans = useQuery(marginLoansQuery(tradingBase, sub));
  const d = info.data;
  const money = (value: number | undefined) => (value === undefined ? '-' : formatInteger(value));
  return (
    <section className={styles.layout}>
      <div className={styles.panel} data-testid="margin-debt" data-sub={sub}>
        <h1 className={styles.title}>
          {t('title')} · {t('subAccount')} {sub}
          {d && (
            <span
              className={styles[d.status === 'force-sell' ? 'forceSell' : d.status]}
              data-testid="margin-status"
            >
              {' '}
              · {t(`status.${d.status}`)}
            </span>
          )}
        </h1>
        {d && (
          <div>
            <h3 className={styles.subtitle}>{t('ratio')}</h3>
            <RatioGauge info={d} />
            <p className={dataStyles.muted}>{t('ratioNote')}</p>
          </div>
        )}
        <div className={styles.cards}>
          <FigureCard label={t('debt')} value={money(d?.debt)} testId="margin-debt-amount" />
          <FigureCard label={t('interest')} value={money(d?.interest)} testId="margin-interest" />
          <FigureCard label={t('heldCredit')} value={money(d?.heldCredit)} testId="margin-held" />
          <FigureCard label={t('creditLimit')} value={money(d?.creditLimit)} testId="margin-limit" />
          <FigureCard label={t('marketValue')} value={money(d?.marketValue)} testId="margin-market-value" />
          <FigureCard label={t('cash')} value={money(d?.cash)} testId="margin-cash" />
          <FigureCard
            label={t('cashAvailable')}
            value={money(d?.cashAvailable)}
            testId="margin-cash-available"
          />
          <FigureCard label={t('assets')} value={money(d?.assets)} testId="margin-assets" />
        </div>
        {d && <p className={dataStyles.muted}>{t('rate', { rate: formatRatio(d.annualRate) })}</p>}
        <div className={styles.columns}>
          <div>
            <h3 className={styles.subtitle}>{t('loans')}</h3>
            <LoansTable loans={loans.data ?? []} />
            <p className={dataStyles.muted}>{t('unit')}</p>
          </div>
          {d && <RepayForm info={d} />}
        </div>
      </div>
    </section>
  );
}
