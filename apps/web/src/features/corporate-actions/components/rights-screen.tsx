// Rights information (spec §2 "rights info (status, history)"): the sub-account's rights to buy new
// shares with their status and the register form, its dividends and other entitlements, and the
// history of its registrations over a date range of market dates.
import { addDays, formatDate, formatInteger, marketDateOf } from '@sen/market';
import type { RightsItem } from '@sen/protocol';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { RequireLogin } from '@/shared/session/require-login';
import { useAppConfig } from '@/shared/config/config-query';
import { marketNow } from '@/shared/lib/market-clock';
import { useSession } from '@/shared/session/use-session';
import { DateRangeForm } from '@/shared/ui/date-range-form';
import { entitlementListQuery, rightsHistoryQuery, rightsListQuery } from '../api/rights-queries';
import dataStyles from '@/shared/ui/data.module.css';
import styles from './corporate.module.css';
import { RightsRegisterForm } from './rights-register-form';

export function RightsScreen() {
  const { t } = useTranslation('corporate-actions');
  return (
    <section className={styles.screen} data-testid="rights-screen">
      <h1 className={styles.heading}>{t('title')}</h1>
      <RequireLogin>
        <RightsContent />
      </RequireLogin>
    </section>
  );
}

function useLanguage(): 'vi' | 'en' {
  const { i18n } = useTranslation();
  return i18n.language === 'en' ? 'en' : 'vi';
}

function RightsContent() {
  const sub = useSession((s) => s.defAccount);
  if (!sub) return null;
  return (
    <>
      <RightsTable sub={sub} />
      <EntitlementsTable sub={sub} />
      <RightsHistory sub={sub} />
    </>
  );
}

export function RightsTable({ sub }: { sub: string }) {
  const { t } = useTranslation('corporate-actions');
  const language = useLanguage();
  const { tradingBase } = useAppConfig();
  const rights = useQuery(rightsListQuery(tradingBase, sub));
  const [open, setOpen] = useState<number | null>(null);
  const date = (value: string) => formatDate(value, language);
  const rows = rights.data ?? [];
  const selected = rows.find((r) => r.id === open);
  return (
    <div className={styles.panel}>
      <h2 className={dataStyles.title}>{t('rights.title')}</h2>
      <p className={styles.note}>{t('simulated')}</p>
      {rows.length === 0 ? (
        <div className={styles.empty}>{t('rights.none')}</div>
      ) : (
        <table className={dataStyles.table} data-testid="rights-table">
          <thead>
            <tr>
              <th scope="col">{t('rights.symbol')}</th>
              <th scope="col">{t('rights.recordDate')}</th>
              <th scope="col">{t('rights.ratio')}</th>
              <th scope="col">{t('rights.held')}</th>
              <th scope="col">{t('rights.price')}</th>
              <th scope="col">{t('rights.max')}</th>
              <th scope="col">{t('rights.registered')}</th>
              <th scope="col">{t('rights.period')}</th>
              <th scope="col">{t('rights.transfer')}</th>
              <th scope="col">{t('rights.listing')}</th>
              <th scope="col">{t('rights.status')}</th>
              <th scope="col">
                <span className="visually-hidden">{t('rights.register')}</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {rows.map((r: RightsItem) => (
              <tr key={r.id} data-testid={`rights-row-${r.symbol}`} data-status={r.status}>
                <td>{r.symbol}</td>
                <td>{date(r.recordDate)}</td>
                <td>{r.ratio}</td>
                <td>{formatInteger(r.shares)}</td>
                <td>{formatInteger(r.price)}</td>
                <td>{formatInteger(r.maxVolume)}</td>
                <td>{formatInteger(r.registered)}</td>
                <td>
                  {date(r.subscriptionStart)} - {date(r.subscriptionEnd)}
                </td>
                <td data-testid="rights-transfer">
                  {r.transferEnd ? `${date(r.subscriptionStart)} - ${date(r.transferEnd)}` : '—'}
                </td>
                <td>{date(r.listingDate)}</td>
                <td>{t(`rights.statuses.${r.status}`)}</td>
                <td>
                  {r.status === 'open' && r.registered < r.maxVolume && (
                    <button type="button" className={styles.secondary} onClick={() => setOpen(r.id)}>
                      {t('rights.register')}
                    </button>
                  )}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      {selected && (
        <RightsRegisterForm key={selected.id} item={selected} sub={sub} onDone={() => setOpen(null)} />
      )}
    </div>
  );
}

export function EntitlementsTable({ sub }: { sub: string }) {
  const { t } = useTranslation('corporate-actions');
  const language = useLanguage();
  const { tradingBase } = useAppConfig();
  const list = useQuery(entitlementListQuery(tradingBase, sub));
  const rows = (list.data ?? []).filter((e) => e.kind !== 'rights-issue');
  const date = (value: string | null) => (value ? formatDate(value, language) : '-');
  return (
    <div className={styles.panel}>
      <h2 className={dataStyles.title}>{t('entitlements.title')}</h2>
      {rows.length === 0 ? (
        <div className={styles.empty}>{t('entitlements.none')}</div>
      ) : (
        <table className={dataStyles.table} data-testid="entitlements-table">
          <thead>
            <tr>
              <th scope="col">{t('rights.symbol')}</th>
              <th scope="col">{t('entitlements.kind')}</th>
              <th scope="col">{t('entitlements.exDate')}</th>
              <th scope="col">{t('rights.recordDate')}</th>
              <th scope="col">{t('rights.held')}</th>
              <th scope="col">{t('entitlements.cash')}</th>
              <th scope="col">{t('entitlements.tax')}</th>
              <th scope="col">{t('entitlements.net')}</th>
              <th scope="col">{t('entitlements.newShares')}</th>
              <th scope="col">{t('entitlements.payment')}</th>
              <th scope="col">{t('rights.listing')}</th>
              <th scope="col">{t('rights.status')}</th>
            </tr>
          </thead>
          <tbody>
            {rows.map((e) => (
              <tr key={e.id} data-testid={`entitlement-${e.eventId}`}>
                <td>{e.symbol}</td>
                <td>{t(`entitlements.kinds.${e.kind}`)}</td>
                <td>{date(e.exDate)}</td>
                <td>{date(e.recordDate)}</td>
                <td>{formatInteger(e.shares)}</td>
                <td>{formatInteger(e.cash)}</td>
                <td>{formatInteger(e.tax)}</td>
                <td>{formatInteger(e.net)}</td>
                <td>{formatInteger(e.newShares)}</td>
                <td>{date(e.paymentDate)}</td>
                <td>{date(e.listingDate)}</td>
                <td>{t(`entitlements.statuses.${e.status}`)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </div>
  );
}

function RightsHistory({ sub }: { sub: string }) {
  const { t } = useTranslation('corporate-actions');
  const language = useLanguage();
  const { tradingBase } = useAppConfig();
  const [range, setRange] = useState(() => {
    const today = marketDateOf(marketNow() ?? 0);
    return { from: addDays(today, -90), to: today };
  });
  const history = useQuery(rightsHistoryQuery(tradingBase, sub, range.from, range.to));
  const rows = history.data ?? [];
  return (
    <div className={styles.panel}>
      <h2 className={dataStyles.title}>{t('history.title')}</h2>
      <DateRangeForm value={range} onChange={setRange} testId="rights-range" />
      {rows.length === 0 ? (
        <div className={styles.empty}>{t('history.none')}</div>
      ) : (
        <table className={dataStyles.table} data-testid="rights-history">
          <thead>
            <tr>
              <th scope="col">{t('history.date')}</th>
              <th scope="col">{t('rights.symbol')}</th>
              <th scope="col">{t('form.volume')}</th>
              <th scope="col">{t('rights.price')}</th>
              <th scope="col">{t('history.amount')}</th>
              <th scope="col">{t('rights.listing')}</th>
              <th scope="col">{t('rights.status')}</th>
            </tr>
          </thead>
          <tbody>
            {rows.map((r) => (
              <tr key={r.id}>
                <td>{formatDate(r.date, language)}</td>
                <td>{r.symbol}</td>
                <td>{formatInteger(r.volume)}</td>
                <td>{formatInteger(r.price)}</td>
                <td>{formatInteger(r.amount)}</td>
                <td>{formatDate(r.listingDate, language)}</td>
                <td>{t(`history.statuses.${r.status}`)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </div>
  );
}
