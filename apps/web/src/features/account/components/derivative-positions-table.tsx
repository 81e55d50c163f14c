// The derivatives section of the portfolio: the account's margin (held, required, collateral, usage
// ratio and its level, with a warning from the stop-opening level on), the P/L not yet settled and
// the fees and tax paid; then per VN30 futures contract the long, short and net contracts, average
// and settlement prices, live price, margin, the realised and unrealised P/L and the charges.
import { formatDerivativePrice, formatInteger, formatRatio } from '@sen/market';
import type { DerivativeAccount } from '@sen/protocol';
import { clsx } from 'clsx';
import { useTranslation } from 'react-i18next';
import dataStyles from '@/shared/ui/data.module.css';
import styles from './account.module.css';
import { TableScroll } from '@/shared/ui/table-scroll';

const tone = (value: number | null) =>
  clsx(value !== null && value > 0 && styles.up, value !== null && value < 0 && styles.down);
const money = (value: number | null) => (value === null ? '-' : formatInteger(value));

const STATUS_TONE = {
  normal: styles.up,
  restricted: styles.warn,
  call: styles.warn,
  forceClose: styles.down,
} as const;

function MarginSummary({ account }: { account: DerivativeAccount }) {
  const { t } = useTranslation('account');
  const { marginStatus: status, marginLevels: levels } = account;
  const level = status === 'normal' ? null : levels[status === 'restricted' ? 'stopOpening' : status];
  return (
    <>
      <div className={styles.strip} data-testid="derivative-summary" data-status={status}>
        <span>
          {t('derivatives.marginHeld')}:{' '}
          <b data-testid="derivative-margin">{formatInteger(account.marginHeld)}</b>
        </span>
        <span>
          {t('derivatives.requiredMargin')}: <b>{formatInteger(account.requiredMargin)}</b>
        </span>
        <span>
          {t('derivatives.collateral')}: <b>{formatInteger(account.collateral)}</b>
        </span>
        <span>
          {t('derivatives.marginRatio')}:{' '}
          <b className={STATUS_TONE[status]} data-testid="derivative-ratio">
            {formatRatio(account.marginRatio)}
          </b>{' '}
          <span className={clsx(styles.badge, STATUS_TONE[status])} data-testid="derivative-status">
            {t(`derivatives.status.${status}`)}
          </span>
        </span>
        <span>
          {t('derivatives.unsettledPnl')}:{' '}
          <b className={tone(account.unsettledPnl)} data-testid="derivative-unsettled">
            {formatInteger(account.unsettledPnl)}
          </b>
        </span>
        <span>
          {t('derivatives.charges')}: <b data-testid="derivative-charges">{formatInteger(account.charges)}</b>
        </span>
      </div>
      {level !== null && status !== 'normal' && (
        <p
          className={clsx(styles.alert, status === 'forceClose' && styles.alertDanger)}
          role="alert"
          data-testid="margin-alert"
        >
          {t(`derivatives.statusMessage.${status}`, {
            ratio: formatRatio(account.marginRatio),
            level: formatRatio(level),
          })}
        </p>
      )}
    </>
  );
}

export function DerivativePositionsTable({ account }: { account: DerivativeAccount | undefined }) {
  const { t } = useTranslation('account');
  const rows = account?.positions ?? [];
  if (!account || rows.length === 0)
    return (
      <div className={styles.empty} data-testid="derivative-positions-empty">
        {t('derivatives.none')}
      </div>
    );
  return (
    <>
      <MarginSummary account={account} />
      <TableScroll label={t('derivatives.title')}>
        <table className={dataStyles.table} data-testid="derivative-positions">
          <thead>
            <tr>
              <th>{t('derivatives.contract')}</th>
              <th>{t('derivatives.long')}</th>
              <th>{t('derivatives.short')}</th>
              <th>{t('derivatives.net')}</th>
              <th>{t('derivatives.avgPrice')}</th>
              <th>{t('derivatives.settlementPrice')}</th>
              <th>{t('derivatives.marketPrice')}</th>
              <th>{t('derivatives.initialMargin')}</th>
              <th>{t('derivatives.unrealised')}</th>
              <th>{t('derivatives.realised')}</th>
              <th>{t('derivatives.variationMargin')}</th>
              <th>{t('derivatives.charges')}</th>
            </tr>
          </thead>
          <tbody>
            {rows.map((p) => (
              <tr key={p.symbol} data-symbol={p.symbol}>
                <td>{p.symbol}</td>
                <td>{formatInteger(p.long)}</td>
                <td>{formatInteger(p.short)}</td>
                <td className={tone(p.quantity)} data-testid="net">
                  {formatInteger(p.quantity)}
                </td>
                <td>{p.quantity === 0 ? '-' : formatDerivativePrice(p.avgPrice)}</td>
                <td>{p.quantity === 0 ? '-' : formatDerivativePrice(p.settlementPrice)}</td>
                <td>{p.marketPrice === null ? '-' : formatDerivativePrice(p.marketPrice)}</td>
                <td data-testid="initial-margin">{formatInteger(p.initialMargin)}</td>
                <td className={tone(p.unrealisedPnl)} data-testid="unrealised">
                  {money(p.unrealisedPnl)}
                </td>
                <td className={tone(p.realisedPnl)} data-testid="realised">
                  {money(p.realisedPnl)}
                </td>
                <td className={tone(p.variationMargin)}>{money(p.variationMargin)}</td>
                <td data-testid="charges">{formatInteger(p.charges)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </TableScroll>
      <p className={dataStyles.muted}>
        {t('derivatives.levels', {
          stopOpening: formatRatio(account.marginLevels.stopOpening),
          call: formatRatio(account.marginLevels.call),
          forceClose: formatRatio(account.marginLevels.forceClose),
        })}
      </p>
    </>
  );
}
