// The live price of the symbol beside its code: last match, change and percent, coloured
// against the reference, ceiling and floor; its own request state.
import { formatChange, formatPercent, formatPrice, priceColour } from '@sen/market';
import { useTranslation } from 'react-i18next';
import { useStockQuote } from '../api/stock-quote';
import { SectionStatus } from './section-status';
import styles from './quote-header.module.css';
import tableStyles from './table.module.css';

export function QuoteHeader({ symbol }: { symbol: string }) {
  const { t } = useTranslation('stock-detail');
  const query = useStockQuote(symbol);
  return (
    <SectionStatus query={query} label={t('quote.live')}>
      {(quote) => {
        const price = quote.last ?? quote.ref;
        const colour =
          tableStyles[
            priceColour({ price: quote.last, ref: quote.ref, ceiling: quote.ceiling, floor: quote.floor })
          ];
        return (
          <span className={styles.quote} data-testid="live-quote">
            <span className={`${styles.last} ${colour}`} data-testid="live-last">
              {formatPrice(price)}
            </span>
            <span className={colour}>{formatChange(quote.change)}</span>
            <span className={colour}>{formatPercent(quote.changePct)}</span>
            <span className={styles.exchange}>
              {t(`exchanges.${quote.market === 'HNX' ? 'HNX' : quote.market === 'UPCOM' ? 'UPCOM' : 'HSX'}`)}
            </span>
          </span>
        );
      }}
    </SectionStatus>
  );
}
