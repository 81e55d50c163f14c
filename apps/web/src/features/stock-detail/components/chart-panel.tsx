// The overview's price chart: intraday one-minute candles or daily candles (about two years: the
// simulated exchange's generated past and its live days, labelled simulated), each from its own
// request with its own state; volume under the candles. Prices in the units of the symbol's kind
// (index points for a futures contract).
import { marketDateOf, type InstrumentKind } from '@sen/market';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { marketNow } from '@/shared/lib/market-clock';
import { useIntradayBars } from '../api/intraday-bars';
import { useFullHistory, usePriceHistory } from '../api/price-history';
import { useInstrumentKind } from '../hooks/use-instrument-kind';
import { useLanguage } from '../hooks/use-language';
import { formatDay } from '../lib/format-day';
import { dailyChartBars, intradayChartBars, onTradingDay, type ChartBar } from '../lib/chart-data';
import { Panel } from './panel';
import { PriceChart } from './price-chart';
import { SectionStatus } from './section-status';
import styles from './stock-detail.module.css';

type Mode = 'intraday' | 'daily';

export function ChartPanel({ symbol }: { symbol: string }) {
  const { t } = useTranslation('stock-detail');
  const [mode, setMode] = useState<Mode>('intraday');
  const tools = (['intraday', 'daily'] as const).map((id) => (
    <button
      key={id}
      type="button"
      className={styles.toggle}
      aria-pressed={mode === id}
      data-testid={`chart-${id}`}
      onClick={() => setMode(id)}
    >
      {t(`chart.${id}`)}
    </button>
  ));
  return (
    <Panel title={t('chart.title')} tools={tools} testId="chart-panel">
      {mode === 'intraday' ? <IntradayChart symbol={symbol} /> : <DailyChart symbol={symbol} />}
    </Panel>
  );
}

function IntradayChart({ symbol }: { symbol: string }) {
  const { t } = useTranslation('stock-detail');
  const query = useIntradayBars(symbol);
  const kind = useInstrumentKind(symbol);
  // Minute bars carry only a time of day: their date is today's in market time.
  const bars = useMemo(() => {
    const date = marketDateOf(marketNow() ?? 0);
    return onTradingDay(query.data ? intradayChartBars(query.data, date, kind) : [], date);
  }, [query.data, kind]);
  return (
    <SectionStatus query={query} label={t('chart.intraday')}>
      {() => <Bars mode="intraday" bars={bars} kind={kind} />}
    </SectionStatus>
  );
}

function DailyChart({ symbol }: { symbol: string }) {
  const { t } = useTranslation('stock-detail');
  const language = useLanguage();
  const query = useFullHistory(symbol);
  // The first page follows the live day; the long list is asked for once.
  const live = usePriceHistory(symbol).data;
  const kind = useInstrumentKind(symbol);
  const bars = useMemo(
    () => (query.data ? dailyChartBars(query.data, live, kind) : []),
    [query.data, live, kind],
  );
  // The oldest day with a trade (the list is newest first).
  const first = query.data?.items.findLast((day) => day.volume > 0)?.date;
  return (
    <SectionStatus query={query} label={t('chart.daily')}>
      {() => (
        <>
          <Bars mode="daily" bars={bars} kind={kind} />
          {first && (
            <p className={styles.muted} data-testid="chart-simulated">
              {t('chart.simulated', {
                count: bars.length,
                from: formatDay(first, language),
              })}
            </p>
          )}
        </>
      )}
    </SectionStatus>
  );
}

function Bars({
  bars,
  mode,
  kind,
}: {
  bars: (ChartBar | { time: number })[];
  mode: Mode;
  kind: InstrumentKind;
}) {
  const { t } = useTranslation('stock-detail');
  const language = useLanguage();
  return (
    <div className={styles.chartBox}>
      <PriceChart bars={bars} mode={mode} kind={kind} language={language} />
      {!bars.some((bar) => 'close' in bar) && <p className={styles.chartEmpty}>{t('chart.noData')}</p>}
    </div>
  );
}
