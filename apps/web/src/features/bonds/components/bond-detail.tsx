// One bond: its terms (simulated issuer, rating), today's price, the yield by holding term and its
// chart, a quote for a volume (and a planned sell-back date) with the cash-flow table, and Buy,
// which opens the confirmation with the quoted numbers.
import { addMonths, formatInteger, formatRatio, type Language } from '@sen/market';
import type { BondInfo } from '@sen/protocol';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAppConfig } from '@/shared/config/config-query';
import { errorText } from '@/shared/session/error-text';
import { useSettings } from '@/shared/settings/use-settings';
import { bondQuoteQuery } from '../api/bond-api';
import { showDate } from '../lib/bond-dates';
import styles from './bonds.module.css';
import { VolumeField } from './volume-field';
import { FlowsTable } from './flows-table';
import type { TradeDraft } from './trade-confirm';
import { YieldChart } from './yield-chart';

function Terms({ bond, language }: { bond: BondInfo; language: Language }) {
  const { t } = useTranslation('bonds');
  const rows: Array<[string, string]> = [
    [t('col.issuer'), `${language === 'vi' ? bond.nameVi : bond.nameEn} (${bond.issuer})`],
    [t('col.rating'), bond.rating],
    [t('col.coupon'), formatRatio(bond.coupon)],
    [t('col.frequency'), t('perYear', { count: bond.frequency })],
    [t('col.maturity'), showDate(bond.maturityDate, language)],
    [t('nextCoupon'), bond.nextCouponDate ? showDate(bond.nextCouponDate, language) : '-'],
    [t('col.price'), formatInteger(bond.cleanPrice)],
    [t('col.accrued'), formatInteger(bond.accrued)],
    [t('col.minAmount'), formatInteger(bond.minAmount)],
    [t('col.available'), formatInteger(bond.available)],
  ];
  return (
    <dl className={styles.figures} data-testid="bond-terms">
      {rows.map(([label, value]) => (
        <div key={label} style={{ display: 'contents' }}>
          <dt className={styles.muted}>{label}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
}

export function BondDetail({
  bond,
  reveal = 0,
  onBuy,
}: {
  bond: BondInfo;
  /** Changes each time the bond is chosen from the list (0: shown again, not chosen). */
  reveal?: number;
  onBuy: (draft: TradeDraft) => void;
}) {
  const { t } = useTranslation('bonds');
  const language = useSettings((s) => s.lang);
  const { bondBase } = useAppConfig();
  const [volumeText, setVolumeText] = useState('200');
  const [sellDate, setSellDate] = useState('');
  const volume = Number(volumeText);
  const quote = useQuery({
    ...bondQuoteQuery(bondBase, bond.symbol, volume, sellDate || undefined),
    enabled: volume > 0 && bond.offered,
    placeholderData: keepPreviousData,
    retry: false,
  });
  const points = useMemo(
    () =>
      bond.termYields.map((y) => ({
        date: y.months === null ? bond.maturityDate : addMonths(bond.tradeDate, y.months),
        yield: y.yield,
      })),
    [bond],
  );
  const q = quote.data;
  // Chosen from the list above it, the detail opens below the list's fold: it is brought into
  // view and its heading takes the focus, so a keyboard or screen-reader user lands on it too
  // (not when a tab shows it again: the focus stays on the tab).
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (reveal === 0) return;
    heading.current?.scrollIntoView?.({ block: 'start' });
    heading.current?.focus({ preventScroll: true });
  }, [reveal]);
  return (
    <div className={styles.panel} data-testid="bond-detail">
      <h2 className={styles.title} ref={heading} tabIndex={-1}>
        {t('detail')} {bond.symbol} <span className={styles.badge}>{t('simulated')}</span>
      </h2>
      <Terms bond={bond} language={language} />
      <h3 className={styles.subtitle}>{t('termYields')}</h3>
      <table className={styles.table} data-testid="bond-term-yields">
        <tbody>
          <tr>
            {bond.termYields.map((y) => (
              <th key={String(y.months)}>
                {y.months === null ? t('term.maturity') : t('term.months', { count: y.months })}
              </th>
            ))}
          </tr>
          <tr>
            {bond.termYields.map((y) => (
              <td key={String(y.months)}>{formatRatio(y.yield)}</td>
            ))}
          </tr>
        </tbody>
      </table>
      <h3 className={styles.subtitle}>{t('chartTitle')}</h3>
      <YieldChart points={points} language={language} />
      {!bond.offered ? (
        <p className={styles.error}>{t('notOffered')}</p>
      ) : (
        <>
          <h3 className={styles.subtitle}>{t('quote')}</h3>
          <div className={styles.fields}>
            <VolumeField value={volumeText} onChange={setVolumeText} testId="bond-volume" />
            <label className={styles.field}>
              {t('sellDate')}
              <select
                value={sellDate}
                onChange={(e) => setSellDate(e.target.value)}
                data-testid="bond-sell-date"
              >
                <option value="">{t('term.maturity')}</option>
                {points.slice(0, -1).map((p, i) => (
                  <option key={p.date} value={p.date}>
                    {t('term.months', { count: bond.termYields[i]!.months ?? 0 })} (
                    {showDate(p.date, language)})
                  </option>
                ))}
              </select>
            </label>
          </div>
          {quote.error && (
            <p className={styles.error} role="alert">
              {errorText(quote.error)}
            </p>
          )}
          {q && (
            <div data-testid="bond-quote">
              <dl className={styles.figures}>
                <dt>{t('col.value')}</dt>
                <dd>{formatInteger(q.value)}</dd>
                <dt>{t('col.fee')}</dt>
                <dd>{formatInteger(q.fee)}</dd>
                <dt>{t('settlement')}</dt>
                <dd data-testid="bond-quote-amount">{formatInteger(q.amount)}</dd>
                <dt>{t('yieldToYou')}</dt>
                <dd data-testid="bond-quote-yield">{formatRatio(q.yield)}</dd>
              </dl>
              <h3 className={styles.subtitle}>{t('flows')}</h3>
              <FlowsTable
                flows={
                  q.sellBack
                    ? [
                        ...q.flows,
                        {
                          date: q.sellBack.date,
                          kind: 'sell' as const,
                          gross: q.sellBack.value,
                          tax: q.sellBack.fee + q.sellBack.tax,
                          net: q.sellBack.amount,
                        },
                      ]
                    : q.flows
                }
                testId="bond-quote-flows"
              />
              {q.amount < bond.minAmount && (
                <p className={styles.error} data-testid="bond-below-minimum">
                  {t('belowMinimum', { min: formatInteger(bond.minAmount) })}
                </p>
              )}
              <div className={styles.actions}>
                <button
                  type="button"
                  className={styles.primary}
                  disabled={q.amount < bond.minAmount}
                  data-testid="bond-buy"
                  onClick={() =>
                    onBuy({
                      side: 'buy',
                      symbol: q.symbol,
                      volume: q.volume,
                      cleanPrice: q.cleanPrice,
                      accrued: q.accrued,
                      value: q.value,
                      fee: q.fee,
                      tax: q.tax,
                      amount: q.amount,
                    })
                  }
                >
                  {t('buy')}
                </button>
              </div>
            </div>
          )}
        </>
      )}
    </div>
  );
}
