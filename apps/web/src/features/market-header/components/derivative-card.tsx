// The front-month VN30 future in the header (refreshed every 10 s).
import { changeColour, formatChange, formatDerivativePrice, formatInteger, formatPercent } from '@sen/market';
import { clsx } from 'clsx';
import { useTranslation } from 'react-i18next';
import type { IndexLayout } from '@/shared/settings/settings-schema';
import { useDerivativeIndex } from '../api/derivative-index';
import styles from './index-card.module.css';

export function DerivativeCard({ layout }: { layout: IndexLayout }) {
  const { t } = useTranslation('market-header');
  const { data: quote } = useDerivativeIndex();
  if (!quote) return null;
  const price = quote.last ?? quote.ref;
  const colour = `price-${changeColour(quote.change)}`;
  const values = (
    <>
      <span className={clsx(styles.value, colour, 'num')}>{formatDerivativePrice(price)}</span>
      <span className={clsx(colour, 'num')}>{formatChange(quote.change, true)}</span>
      <span className={clsx(colour, 'num')}>{formatPercent(quote.changePct)}</span>
    </>
  );
  return (
    <div className={layout === 3 ? styles.card3 : styles.card2} data-testid="derivative-card">
      <div className={styles.row}>
        <span className={styles.name}>{quote.symbol}</span>
        {layout !== 3 && <span className={styles.session}>{t('derivatives')}</span>}
      </div>
      {layout === 3 ? values : <div className={styles.row}>{values}</div>}
      {layout !== 3 && (
        <div className={styles.row}>
          <span className={styles.muted}>{t('volume')}</span>
          <span className="num">{formatInteger(quote.totalVolume)}</span>
          <span className={styles.muted}>{t('openInterest')}</span>
          <span className="num">{formatInteger(quote.openInterest ?? 0)}</span>
        </div>
      )}
    </div>
  );
}
