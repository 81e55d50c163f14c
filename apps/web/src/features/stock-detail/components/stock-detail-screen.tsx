// The stock detail page of a symbol (/home/co-phieu/{symbol}), opened from the price board. Its
// content (overview, trading data, financials ...) belongs to the stock-detail issue; this page
// names the symbol and leads back to the board.
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import styles from './stock-detail-screen.module.css';

export function StockDetailScreen() {
  const { t } = useTranslation('stock-detail');
  const symbol = (useParams().symbol ?? '').toUpperCase();
  return (
    <section className={styles.screen} data-testid="stock-detail" data-symbol={symbol}>
      <h1 className={styles.heading}>{t('heading', { symbol })}</h1>
      <Link to="/home/bang-gia">{t('back')}</Link>
    </section>
  );
}
