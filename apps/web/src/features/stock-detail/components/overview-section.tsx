// Overview: the price chart beside the day's figures of the live quote and the company in brief.
// A futures contract's figures are in index points and contracts, with its maturity and open
// interest instead of a foreign room.
import { formatInteger, priceColour } from '@sen/market';
import type { Quote } from '@sen/protocol';
import { useTranslation } from 'react-i18next';
import { useCompanyInfo } from '../api/company-info';
import { usePriceHistory } from '../api/price-history';
import { useStockQuote } from '../api/stock-quote';
import { useInstrumentFormat, useInstrumentKind } from '../hooks/use-instrument-kind';
import { useLanguage } from '../hooks/use-language';
import { formatDay } from '../lib/format-day';
import { instrumentFormat } from '../lib/instrument-format';
import { ChartPanel } from './chart-panel';
import { Panel } from './panel';
import { NoCompanyData, SectionStatus } from './section-status';
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
  const format = useInstrumentFormat(symbol);
  return (
    <SectionStatus query={query} label={t('history.title')}>
      {(page) => <HistoryTable days={page.items.slice(0, 5)} format={format} />}
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
  const language = useLanguage();
  const format = instrumentFormat(quote.kind);
  const colour = (price: number | null) =>
    table[priceColour({ price, ref: quote.ref, ceiling: quote.ceiling, floor: quote.floor })];
  const price = (value: number | null) => (value === null ? '-' : format.price(value));
  const rows: [string, string, string | undefined][] = [
    [t('quote.ref'), format.price(quote.ref), table.r],
    [t('quote.ceiling'), format.price(quote.ceiling), table.c],
    [t('quote.floor'), format.price(quote.floor), table.f],
    [t('quote.open'), price(quote.open), colour(quote.open)],
    [t('quote.high'), price(quote.high), colour(quote.high)],
    [t('quote.low'), price(quote.low), colour(quote.low)],
    [t('quote.avg'), price(quote.avg), colour(quote.avg)],
    [t('quote.volume'), format.volume(quote.totalVolume), undefined],
    [t('quote.value'), quote.totalValue === null ? '-' : format.value(quote.totalValue), undefined],
    [t('quote.foreignBuy'), format.volume(quote.foreign.buyVolume), undefined],
    [t('quote.foreignSell'), format.volume(quote.foreign.sellVolume), undefined],
  ];
  if (quote.kind === 'future') {
    // A contract has no foreign room: its open interest and maturity, as on the derivatives board.
    rows.push(
      [
        t('quote.openInterest'),
        quote.openInterest === null ? '-' : formatInteger(quote.openInterest),
        undefined,
      ],
      [t('quote.maturity'), quote.maturity === null ? '-' : formatDay(quote.maturity, language), undefined],
    );
  } else {
    // Room in shares, as the board's room column shows it (not a traded volume in lots of 10).
    rows.push([
      t('quote.room'),
      quote.foreign.room === null ? '-' : formatInteger(quote.foreign.room),
      undefined,
    ]);
  }
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
  // Only stocks have company data: a warrant, ETF, bond or futures contract is not asked for it.
  return useInstrumentKind(symbol) === 'stock' ? <CompanyOf symbol={symbol} /> : <NoCompanyData />;
}

function CompanyOf({ symbol }: { symbol: string }) {
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
