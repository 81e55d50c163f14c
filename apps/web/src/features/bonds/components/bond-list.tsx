// The bonds the desk offers: issuer (simulated), rating, coupon and frequency, maturity, minimum
// purchase, the yield to maturity and today's price; a row selects the bond.
import { formatInteger, formatRatio } from '@sen/market';
import type { BondInfo } from '@sen/protocol';
import { useTranslation } from 'react-i18next';
import { useSettings } from '@/shared/settings/use-settings';
import { showDate } from '../lib/bond-dates';
import styles from './bonds.module.css';

export function BondList({
  bonds,
  selected,
  onSelect,
}: {
  bonds: readonly BondInfo[];
  selected: string | null;
  onSelect: (symbol: string) => void;
}) {
  const { t } = useTranslation('bonds');
  const language = useSettings((s) => s.lang);
  return (
    <table className={styles.table} data-testid="bond-list">
      <thead>
        <tr>
          <th>{t('col.symbol')}</th>
          <th className={styles.left}>{t('col.issuer')}</th>
          <th>{t('col.rating')}</th>
          <th>{t('col.coupon')}</th>
          <th>{t('col.frequency')}</th>
          <th>{t('col.maturity')}</th>
          <th>{t('col.minAmount')}</th>
          <th>{t('col.yield')}</th>
          <th>{t('col.price')}</th>
          <th />
        </tr>
      </thead>
      <tbody>
        {bonds.map((b) => (
          <tr
            key={b.symbol}
            className={b.symbol === selected ? styles.selected : undefined}
            data-symbol={b.symbol}
          >
            <td>{b.symbol}</td>
            <td className={styles.left}>{language === 'vi' ? b.nameVi : b.nameEn}</td>
            <td>{b.rating}</td>
            <td>{formatRatio(b.coupon)}</td>
            <td>{t('perYear', { count: b.frequency })}</td>
            <td>{showDate(b.maturityDate, language)}</td>
            <td>{formatInteger(b.minAmount)}</td>
            <td>{formatRatio(b.termYields.at(-1)?.yield ?? 0)}</td>
            <td>{formatInteger(b.cleanPrice)}</td>
            <td>
              <button
                type="button"
                className={styles.button}
                onClick={() => onSelect(b.symbol)}
                // Twelve buttons read alike without their bond; pressed: the detail below is this one.
                aria-label={t('chooseBond', { symbol: b.symbol })}
                aria-pressed={b.symbol === selected}
                data-testid={`bond-select-${b.symbol}`}
              >
                {t('choose')}
              </button>
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
