// The derivatives section of the portfolio: per VN30 futures contract the long, short and net
// contracts, average and settlement prices, live price, margin and the realised and unrealised P/L.
import { formatDerivativePrice, formatInteger } from '@sen/market';
import type { DerivativeAccount } from '@sen/protocol';
import { clsx } from 'clsx';
import { useTranslation } from 'react-i18next';
import styles from './account.module.css';

const tone = (value: number | null) =>
  clsx(value !== null && value > 0 && styles.up, value !== null && value < 0 && styles.down);
const money = (value: number | null) => (value === null ? '-' : formatInteger(value));

export function DerivativePositionsTable({ account }: { account: DerivativeAccount | undefined }) {
  const { t } = useTranslation('account');
  const rows = account?.positions ?? [];
  if (rows.length === 0)
    return (
      <div className={styles.empty} data-testid="derivative-positions-empty">
        {t('derivatives.none')}
      </div>
    );
  return (
    <>
      <p className={styles.muted}>
        {t('derivatives.marginHeld')}:{' '}
        <span data-testid="derivative-margin">{formatInteger(account?.marginHeld ?? 0)}</span>
      </p>
      <table className={styles.table} data-testid="derivative-positions">
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
          </tr>
        </thead>
        <tbody>
          {rows.map((p) => (
            <tr key={p.symbol} data-symbol={p.symbol}>
              <td>{p.symbol}</td>
              <td>{formatInteger(p.long)}</td>
              <td>{formatInteger(p.short)}</td>
              <td className={tone(p.quantity)}>{formatInteger(p.quantity)}</td>
              <td>{p.quantity === 0 ? '-' : formatDerivativePrice(p.avgPrice)}</td>
              <td>{p.quantity === 0 ? '-' : formatDerivativePrice(p.settlementPrice)}</td>
              <td>{p.marketPrice === null ? '-' : formatDerivativePrice(p.marketPrice)}</td>
              <td>{formatInteger(p.initialMargin)}</td>
              <td className={tone(p.unrealisedPnl)} data-testid="unrealised">
                {money(p.unrealisedPnl)}
              </td>
              <td className={tone(p.realisedPnl)} data-testid="realised">
                {money(p.realisedPnl)}
              </td>
              <td className={tone(p.variationMargin)}>{money(p.variationMargin)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </>
  );
}
