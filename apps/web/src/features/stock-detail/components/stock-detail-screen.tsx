// The stock detail page of a symbol (/home/co-phieu/{symbol}), reached from any symbol link:
// a live quote header, then one section at a time (spec §1 "Stock detail"), chosen by `?tab=`.
import { useTranslation } from 'react-i18next';
import { Link, useParams, useSearchParams } from 'react-router';
import { useStockQuote } from '../api/stock-quote';
import { useInstrumentKind } from '../hooks/use-instrument-kind';
import { useLiveQuote } from '../hooks/use-live-quote';
import { isSectionId, SECTION_IDS, type SectionId } from '../lib/sections';
import { QuoteHeader } from './quote-header';
import { SectionContent } from './section-content';
import { ListedSymbolContext } from './section-status';
import styles from './stock-detail.module.css';

export function StockDetailScreen() {
  const { t } = useTranslation('stock-detail');
  const symbol = (useParams().symbol ?? '').toUpperCase();
  const [params, setParams] = useSearchParams();
  const requested = params.get('tab');
  const section: SectionId = isSectionId(requested) ? requested : 'overview';
  useLiveQuote(symbol);
  const quote = useStockQuote(symbol);
  const listed = quote.isSuccess ? true : quote.isError ? false : undefined;
  const kind = useInstrumentKind(symbol);

  return (
    <section className={styles.screen} data-testid="stock-detail" data-symbol={symbol}>
      <div className={styles.head}>
        <h1 className={styles.symbol}>{symbol}</h1>
        <QuoteHeader symbol={symbol} />
        <span className={styles.simulated} title={t('simulatedHint')} data-testid="simulated-label">
          {t('simulated')}
        </span>
        <span className={styles.muted} data-testid="unit-legend">
          {t(kind === 'future' ? 'unitFuture' : 'unit')}
        </span>
        <Link className={styles.back} to="/home/bang-gia">
          {t('back')}
        </Link>
      </div>
      <nav className={styles.tabs} role="tablist" aria-label={t('heading', { symbol })}>
        {SECTION_IDS.map((id) => (
          <button
            key={id}
            type="button"
            role="tab"
            aria-selected={id === section}
            className={id === section ? styles.tabActive : styles.tab}
            data-testid={`tab-${id}`}
            onClick={() => setParams(id === 'overview' ? {} : { tab: id }, { replace: true })}
          >
            {t(`sections.${id}`)}
          </button>
        ))}
      </nav>
      <div role="tabpanel" data-testid={`section-${section}`}>
        <ListedSymbolContext value={listed}>
          <SectionContent key={`${symbol}-${section}`} symbol={symbol} section={section} />
        </ListedSymbolContext>
      </div>
    </section>
  );
}
