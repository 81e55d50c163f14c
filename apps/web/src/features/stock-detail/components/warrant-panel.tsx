// A covered warrant's terms and analytics on its detail page (issue 24 item 3): exercise price and
// ratio as issued and after the underlying's corporate actions, break-even, premium, gearing,
// moneyness and days to maturity, all from @sen/market over the live prices. Nothing for a share.
import {
  adjustWarrantTerms,
  formatConversionRatio,
  formatDate,
  formatGearing,
  formatInteger,
  formatPercent,
  formatPrice,
  warrantAnalytics,
  warrantDaysToMaturity,
} from '@sen/market';
import type { CoveredWarrant } from '@sen/protocol';
import { useTranslation } from 'react-i18next';
import { useMarketDate } from '@/shared/hooks/use-market-date';
import { useStockQuote } from '../api/stock-quote';
import { useWarrantAdjustments, useWarrantTerms } from '../api/warrant-terms';
import { useLanguage } from '../hooks/use-language';
import { Panel } from './panel';
import styles from './stock-detail.module.css';

export function WarrantPanel({ symbol }: { symbol: string }) {
  const { t } = useTranslation('stock-detail');
  const terms = useWarrantTerms(symbol).data;
  if (!terms) return null;
  return (
    <Panel title={t('warrant.title')} testId="warrant-panel">
      <WarrantFacts terms={terms} />
    </Panel>
  );
}

function WarrantFacts({ terms }: { terms: CoveredWarrant }) {
  const { t } = useTranslation('stock-detail');
  const language = useLanguage();
  const today = useMarketDate();
  const quote = useStockQuote(terms.symbol).data;
  const adjustments = useWarrantAdjustments(terms, today).data ?? [];
  const adjusted = adjustWarrantTerms(terms, adjustments);
  const analytics = warrantAnalytics({
    exercisePrice: adjusted.exercisePrice,
    ratio: adjusted.ratio,
    price: quote ? (quote.last ?? quote.ref) : (terms.price ?? 0),
    underlyingPrice: terms.underlyingLast ?? terms.underlyingRef,
  });
  const days = today ? warrantDaysToMaturity(today, terms) : undefined;
  const rows: [string, string, string][] = [
    [
      'underlying',
      t('warrant.underlying'),
      `${terms.underlying} ${formatPrice(terms.underlyingLast ?? terms.underlyingRef)}`,
    ],
    ['issuer', t('warrant.issuer'), terms.issuer],
    ['exercise', t('warrant.exercisePrice'), formatPrice(terms.exercisePrice)],
    ['ratio', t('warrant.ratio'), formatConversionRatio(terms.ratio)],
    ['adjusted-exercise', t('warrant.adjustedExercise'), formatPrice(adjusted.exercisePrice)],
    ['adjusted-ratio', t('warrant.adjustedRatio'), formatConversionRatio(adjusted.ratio)],
    [
      'adjustments',
      t('warrant.adjustments'),
      adjustments.map((a) => formatDate(a.exDate, language)).join(', ') || '-',
    ],
    ['breakeven', t('warrant.breakeven'), analytics ? formatPrice(analytics.breakEven) : '-'],
    ['premium', t('warrant.premium'), analytics ? formatPercent(analytics.premiumPct) : '-'],
    ['gearing', t('warrant.gearing'), analytics ? formatGearing(analytics.gearing) : '-'],
    ['moneyness', t('warrant.moneyness'), analytics ? t(`warrant.${analytics.moneyness}`) : '-'],
    ['last-trading', t('warrant.lastTradingDate'), formatDate(terms.lastTradingDate, language)],
    ['maturity', t('warrant.maturityDate'), formatDate(terms.maturityDate, language)],
    [
      'days',
      t('warrant.daysToMaturity'),
      days
        ? t('warrant.days', { calendar: formatInteger(days.calendar), trading: formatInteger(days.trading) })
        : '-',
    ],
  ];
  return (
    <dl className={styles.quoteFacts}>
      {rows.map(([id, label, value]) => (
        <div key={id} data-testid={`warrant-${id}`}>
          <dt>{label}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
}
