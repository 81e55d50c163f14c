// The live price of the symbol beside its code: last match, change and percent, coloured
// against the reference, ceiling and floor, in the units of its kind (a futures contract in index
// points); its own request state.
import { formatPercent, priceColour } from '@sen/market';
import { useTranslation } from 'react-i18next';
import { useStockQuote } from '../api/stock-quote';
import { instrumentFormat } from '../lib/instrument-format';
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
        const format = instrumentFormat(quote.kind);
        const colour =
          tableStyles[
            priceColour({ price: quote.last, ref: quote.ref, ceiling: quote.ceiling, floor: quote.floor })
          ];
        return (
          <span className={styles.quote} data-testid="live-quote">
            <span className={`${styles.last} ${colour}`} data-testid="live-last">
              {format.price(price)}
            </span>
            <span className={colour} data-testid="live-change">
              {format.change(quote.change)}
            </span>
            <span className={colour}>{formatPercent(quote.changePct)}</span>
            <span className={styles.exchange} data-testid="live-exchange">
              {t(`exchanges.${quote.market}`)}
            </span>
          </span>
        );
      }}
    </SectionStatus>
  );
}
