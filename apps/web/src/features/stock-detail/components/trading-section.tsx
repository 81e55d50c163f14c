// Trading data: the daily price history (the simulated exchange's generated past of about two
// years and its live sessions) and the foreign investors' buying and selling of each day, paged
// together (one request per page, `/stockHis.pt`). A futures contract's in index points and
// contracts, without a foreign room.
import { changeColour, formatInteger, formatPercent } from '@sen/market';
import type { HistoryPage } from '@sen/protocol';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { HISTORY_PAGE_SIZE, usePriceHistory } from '../api/price-history';
import { useInstrumentFormat } from '../hooks/use-instrument-kind';
import { useLanguage } from '../hooks/use-language';
import { formatDay } from '../lib/format-day';
import type { InstrumentFormat } from '../lib/instrument-format';
import { DataTable, type Column } from './data-table';
import { Pager } from './pager';
import { Panel } from './panel';
import { SectionStatus } from './section-status';
import styles from './stock-detail.module.css';
import table from './table.module.css';

type Day = HistoryPage['items'][number];

export function TradingSection({ symbol }: { symbol: string }) {
  const { t } = useTranslation('stock-detail');
  const [page, setPage] = useState(1);
  const query = usePriceHistory(symbol, page);
  const format = useInstrumentFormat(symbol);
  const days = query.data ? (
    <>
      <span className={styles.muted} data-testid="history-days">
        {t('history.days', { count: query.data.total })}
      </span>
      <Pager page={page} size={HISTORY_PAGE_SIZE} total={query.data.total} onPage={setPage} />
    </>
  ) : null;
  return (
    <div className={styles.grid}>
      <Panel title={t('history.title')} tools={days} testId="history-panel">
        <SectionStatus query={query} label={t('history.title')}>
          {(page) => <HistoryTable days={page.items} format={format} />}
        </SectionStatus>
      </Panel>
      <Panel title={t('history.foreignTitle')} testId="foreign-panel">
        <SectionStatus query={query} label={t('history.foreignTitle')}>
          {(page) => <ForeignTable days={page.items} format={format} />}
        </SectionStatus>
      </Panel>
    </div>
  );
}

function useDateColumn(): Column<Day> {
  const { t } = useTranslation('stock-detail');
  const language = useLanguage();
  return { key: 'date', header: t('history.date'), text: true, cell: (day) => formatDay(day.date, language) };
}

export function HistoryTable({ days, format }: { days: Day[]; format: InstrumentFormat }) {
  const { t } = useTranslation('stock-detail');
  const colour = (day: Day) => table[changeColour(day.change)];
  const columns: Column<Day>[] = [
    useDateColumn(),
    { key: 'close', header: t('history.close'), cell: (day) => format.price(day.close), className: colour },
    {
      key: 'change',
      header: t('history.change'),
      cell: (day) => `${format.change(day.change)} (${formatPercent(day.changePct)})`,
      className: colour,
    },
    { key: 'open', header: t('quote.open'), cell: (day) => format.price(day.open) },
    { key: 'high', header: t('quote.high'), cell: (day) => format.price(day.high) },
    { key: 'low', header: t('quote.low'), cell: (day) => format.price(day.low) },
    { key: 'volume', header: t('history.volume'), cell: (day) => format.volume(day.volume) },
    { key: 'value', header: t('history.value'), cell: (day) => format.value(day.value) },
    { key: 'pt', header: t('history.putThrough'), cell: (day) => format.volume(day.putThroughVolume) },
  ];
  return <DataTable columns={columns} rows={days} rowKey={(day) => day.date} testId="history-table" />;
}

function ForeignTable({ days, format }: { days: Day[]; format: InstrumentFormat }) {
  const { t } = useTranslation('stock-detail');
  const net = (day: Day) => day.foreignBuyVolume - day.foreignSellVolume;
  const netValue = (day: Day) => day.foreignBuyValue - day.foreignSellValue;
  const columns: Column<Day>[] = [
    useDateColumn(),
    { key: 'buy', header: t('history.buyVolume'), cell: (day) => format.volume(day.foreignBuyVolume) },
    { key: 'sell', header: t('history.sellVolume'), cell: (day) => format.volume(day.foreignSellVolume) },
    {
      key: 'net',
      header: t('history.netVolume'),
      cell: (day) => format.volume(net(day)),
      className: (day) => table[changeColour(net(day))],
    },
    { key: 'buyValue', header: t('history.buyValue'), cell: (day) => format.value(day.foreignBuyValue) },
    { key: 'sellValue', header: t('history.sellValue'), cell: (day) => format.value(day.foreignSellValue) },
    {
      key: 'netValue',
      header: t('history.netValue'),
      cell: (day) => format.value(netValue(day)),
      className: (day) => table[changeColour(netValue(day))],
    },
  ];
  // Room in shares, as the board's room column shows it (not a traded volume in lots of 10); a
  // futures contract has none.
  if (format.kind !== 'future')
    columns.push({ key: 'room', header: t('history.room'), cell: (day) => formatInteger(day.foreignRoom) });
  return <DataTable columns={columns} rows={days} rowKey={(day) => day.date} testId="foreign-table" />;
}
