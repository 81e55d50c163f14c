// Overview: the price chart beside the day's figures of the live quote and the company in brief.
import { formatBillions, formatInteger, formatPrice, formatVolume, priceColour } from '@sen/market';
import type { Quote } from '@sen/protocol';
import { useTranslation } from 'react-i18next';
import { useCompanyInfo } from '../api/company-info';
import { usePriceHistory } from '../api/price-history';
import { useStockQuote } from '../api/stock-quote';
import { useLanguage } from '../hooks/use-language';
import { ChartPanel } from './chart-panel';
import { Panel } from './panel';
import { SectionStatus } from './section-status';
import { HistoryTable } from './trading-section';
import { WarrantPanel } from './warrant-panel';
import styles from './stock-detail.module.css';
import table from './table.module.css';

export function OverviewSection({ symbol }: { symbol: string }) {
  const { t } = useTranslation('stock-detail');
  return (
    <div className={styles.gridWide}>
      <div className={styles.column}>
        <ChartPanel symbol={symbol} />
        <Panel title={t('history.title')} testId="recent-sessions">
          <RecentSessions symbol={symbol} />
        </Panel>
      </div>
      <div className={styles.column}>
        <Panel title={t('quote.live')} testId="quote-panel">
          <QuoteFacts symbol={symbol} />
        </Panel>
        <WarrantPanel symbol={symbol} />
        <Panel title={t('sections.company')} testId="company-brief">
          <CompanyBrief symbol={symbol} />
        </Panel>
      </div>
    </div>
  );
}

/** The latest sessions of the daily history (the full list is under trading data). */
function RecentSessions({ symbol }: { symbol: string }) {
  const { t } = useTranslation('stock-detail');
  const query = usePriceHistory(symbol);
  return (
    <SectionStatus query={query} label={t('history.title')}>
      {(page) => <HistoryTable days={page.items.slice(0, 5)} />}
    </SectionStatus>
  );
}

function QuoteFacts({ symbol }: { symbol: string }) {
  const { t } = useTranslation('stock-detail');
  const query = useStockQuote(symbol);
  return (
    <SectionStatus query={query} label={t('quote.live')}>
      {(quote) => <Facts quote={quote} />}
    </SectionStatus>
  );
}

function Facts({ quote }: { quote: Quote }) {
  const { t } = useTranslation('stock-detail');
  const colour = (price: number | null) =>
    table[priceColour({ price, ref: quote.ref, ceiling: quote.ceiling, floor: quote.floor })];
  const price = (value: number | null) => (value === null ? '-' : formatPrice(value));
  const rows: [string, string, string | undefined][] = [
    [t('quote.ref'), formatPrice(quote.ref), table.r],
    [t('quote.ceiling'), formatPrice(quote.ceiling), table.c],
    [t('quote.floor'), formatPrice(quote.floor), table.f],
    [t('quote.open'), price(quote.open), colour(quote.open)],
    [t('quote.high'), price(quote.high), colour(quote.high)],
    [t('quote.low'), price(quote.low), colour(quote.low)],
    [t('quote.avg'), price(quote.avg), colour(quote.avg)],
    [t('quote.volume'), formatVolume(quote.totalVolume), undefined],
    [t('quote.value'), quote.totalValue === null ? '-' : formatBillions(quote.totalValue), undefined],
    [t('quote.foreignBuy'), formatVolume(quote.foreign.buyVolume), undefined],
    [t('quote.foreignSell'), formatVolume(quote.foreign.sellVolume), undefined],
    // Room in shares, as the board's room column shows it (not a traded volume in lots of 10).
    [t('quote.room'), quote.foreign.room === null ? '-' : formatInteger(quote.foreign.room), undefined],
  ];
  return (
    <dl className={styles.quoteFacts}>
      {rows.map(([label, value, className]) => (
        <div key={label}>
          <dt>{label}</dt>
          <dd className={className}>{value}</dd>
        </div>
      ))}
    </dl>
  );
}

function CompanyBrief({ symbol }: { symbol: string }) {
  const { t } = useTranslation('stock-detail');
  const language = useLanguage();
  const query = useCompanyInfo(symbol);
  return (
    <SectionStatus query={query} label={t('sections.company')}>
      {(company) => (
        <>
          <strong>{language === 'vi' ? company.nameVi : company.nameEn}</strong>
          <p className={styles.muted}>{company.description[language]}</p>
        </>
      )}
    </SectionStatus>
  );
}
