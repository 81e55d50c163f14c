// The assets screen's margin line of a margin sub-account: debt, accrued interest, the margin
// ratio with its status against the call and force-sell ratios, and a link to the debt screen.
import { formatInteger, formatRatio } from '@sen/market';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useAppConfig } from '@/shared/config/config-query';
import { marginSummaryQuery } from '../api/account-queries';
import styles from './account.module.css';

const STATUS_CLASS = { normal: styles.up, call: styles.warn, 'force-sell': styles.down } as const;

export function MarginSummary({ sub }: { sub: string }) {
  const { t } = useTranslation('account');
  const { tradingBase } = useAppConfig();
  const info = useQuery(marginSummaryQuery(tradingBase, sub)).data;
  if (!info) return null;
  return (
    <p className={styles.strip} data-testid="asset-margin">
      <span>
        {t('marginSummary.debt')} <b data-testid="asset-margin-debt">{formatInteger(info.debt)}</b>
      </span>
      <span>
        {t('marginSummary.interest')} <b>{formatInteger(info.interest)}</b>
      </span>
      <span>
        {t('marginSummary.ratio')}{' '}
        <b className={STATUS_CLASS[info.status]} data-testid="asset-margin-ratio">
          {formatRatio(info.ratio)}
        </b>{' '}
        <span className={`${styles.badge} ${STATUS_CLASS[info.status]}`}>
          {t(`marginSummary.status.${info.status}`)}
        </span>
      </span>
      <span>
        {t('marginSummary.levels', {
          call: formatRatio(info.callRatio),
          force: formatRatio(info.forceSellRatio),
        })}
      </span>
      <Link to="/home/no-ky-quy">{t('marginSummary.details')}</Link>
    </p>
  );
}
