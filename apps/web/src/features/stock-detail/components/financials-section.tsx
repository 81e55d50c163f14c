// Financials: quarterly or annual income statement and balance sheet, each a table of line items
// by period and a chart of its main lines; each statement has its own request and state.
import { formatMultiple } from '@sen/market';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useFinancialReport, type ReportKind, type ReportPeriod } from '../api/financial-report';
import { Panel } from './panel';
import { SectionStatus } from './section-status';
import { StatementChart } from './statement-chart';
import { StatementTable } from './statement-table';
import styles from './stock-detail.module.css';

const LINES: Record<ReportKind, readonly string[]> = {
  income: [
    'revenue',
    'costOfGoodsSold',
    'grossProfit',
    'financialIncome',
    'financialExpenses',
    'sellingExpenses',
    'adminExpenses',
    'operatingProfit',
    'otherProfit',
    'profitBeforeTax',
    'incomeTax',
    'netProfit',
    'eps',
  ],
  balance: [
    'cash',
    'shortTermInvestments',
    'receivables',
    'inventory',
    'currentAssets',
    'fixedAssets',
    'longTermInvestments',
    'otherLongTermAssets',
    'longTermAssets',
    'totalAssets',
    'currentLiabilities',
    'longTermLiabilities',
    'liabilities',
    'charterCapital',
    'sharePremium',
    'retainedEarnings',
    'equity',
    'totalLiabilitiesAndEquity',
  ],
};
const CHARTED: Record<ReportKind, readonly string[]> = {
  income: ['revenue', 'grossProfit', 'netProfit'],
  balance: ['totalAssets', 'liabilities', 'equity'],
};
const TOTALS = new Set([
  'grossProfit',
  'netProfit',
  'profitBeforeTax',
  'totalAssets',
  'equity',
  'totalLiabilitiesAndEquity',
  'currentAssets',
  'longTermAssets',
  'liabilities',
]);

export function FinancialsSection({ symbol }: { symbol: string }) {
  const { t } = useTranslation('stock-detail');
  const [period, setPeriod] = useState<ReportPeriod>('quarter');
  return (
    <div className={styles.column}>
      <div className={styles.head} role="group" aria-label={t('sections.financials')}>
        {(['quarter', 'year'] as const).map((id) => (
          <button
            key={id}
            type="button"
            className={styles.toggle}
            aria-pressed={period === id}
            data-testid={`period-${id}`}
            onClick={() => setPeriod(id)}
          >
            {t(`financials.${id}`)}
          </button>
        ))}
      </div>
      <div className={styles.grid}>
        <Statement symbol={symbol} period={period} kind="income" />
        <Statement symbol={symbol} period={period} kind="balance" />
      </div>
    </div>
  );
}

function Statement({ symbol, period, kind }: { symbol: string; period: ReportPeriod; kind: ReportKind }) {
  const { t } = useTranslation('stock-detail');
  const query = useFinancialReport(symbol, period, kind);
  const ratios = query.data ? (
    <span className={styles.muted}>
      {t('financials.ratios', { pe: formatMultiple(query.data.pe), pb: formatMultiple(query.data.pb) })}
    </span>
  ) : null;
  return (
    <Panel
      title={t(`financials.${kind}`)}
      tools={kind === 'income' ? ratios : null}
      testId={`statement-${kind}`}
    >
      <SectionStatus query={query} label={t(`financials.${kind}`)}>
        {(report) => {
          const periods = [...report.items].reverse();
          return (
            <div data-period={report.period}>
              <StatementChart periods={periods} lines={CHARTED[kind]} />
              <StatementTable periods={periods} lines={LINES[kind]} totals={TOTALS} />
            </div>
          );
        }}
      </SectionStatus>
    </Panel>
  );
}
