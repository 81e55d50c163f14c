// Asset summary of the selected sub-account: cash (available, blocked, due), buying power,
// securities valued at the live price, the portfolio with average cost and profit or loss, the share
// balances per symbol (total, available, blocked, pending T+1/T+2) and the derivatives section.
// Net assets = total cash (the futures margin held is part of it) + securities at the live price +
// the futures P/L not yet settled (the settled part is in cash already) - what a margin
// sub-account owes (loans, interest, credit held by open buys).
import { formatDate, formatInteger } from '@sen/market';
import { useQuery } from '@tanstack/react-query';
import { isMarginSubAccount } from '@sen/protocol';
import { useTranslation } from 'react-i18next';
import { useAppConfig } from '@/shared/config/config-query';
import { useSession } from '@/shared/session/use-session';
import { useSettings } from '@/shared/settings/use-settings';
import {
  cashBalanceQuery,
  derivativePositionsQuery,
  positionsQuery,
  marginSummaryQuery,
  purchasePowerQuery,
  stockBalanceQuery,
} from '../api/account-queries';
import dataStyles from '@/shared/ui/data.module.css';
import styles from './account.module.css';
import { DerivativePositionsTable } from './derivative-positions-table';
import { MarginSummary } from './margin-summary';
import { PositionsTable } from './positions-table';
import { RequireLogin } from '@/shared/session/require-login';
import { FigureCard } from '@/shared/ui/figure-card';
import { StockBalancesTable } from './stock-balances-table';

export function AssetSummaryScreen() {
  return (
    <RequireLogin>
      <AssetSummary />
    </RequireLogin>
  );
}

function AssetSummary() {
  const { t } = useTranslation('account');
  const lang = useSettings((s) => s.lang);
  const { tradingBase } = useAppConfig();
  const sub = useSession((s) => s.defAccount);
  const cash = useQuery({ ...cashBalanceQuery(tradingBase, sub ?? ''), enabled: sub !== null });
  const power = useQuery({ ...purchasePowerQuery(tradingBase, sub ?? ''), enabled: sub !== null });
  const positions = useQuery({ ...positionsQuery(tradingBase, sub ?? ''), enabled: sub !== null });
  const stocks = useQuery({ ...stockBalanceQuery(tradingBase, sub ?? ''), enabled: sub !== null });
  const derivatives = useQuery({
    ...derivativePositionsQuery(tradingBase, sub ?? ''),
    enabled: sub !== null,
  });
  const isMargin = sub !== null && isMarginSubAccount(sub);
  const margin = useQuery({ ...marginSummaryQuery(tradingBase, sub ?? ''), enabled: isMargin });
  // A margin sub-account owes its loans, their interest and the credit its open buys hold.
  const owed = isMargin
    ? margin.data
      ? margin.data.debt + margin.data.interest + margin.data.heldCredit
      : undefined
    : 0;
  const money = (value: number | undefined) => (value === undefined ? '-' : formatInteger(value));
  const receivable = cash.data?.receivable.reduce((sum, r) => sum + r.amount, 0);
  const stockValue = positions.data?.reduce((sum, p) => sum + (p.marketValue ?? p.costValue), 0);
  const futuresPnl = derivatives.data?.unsettledPnl;
  const net =
    cash.data && stockValue !== undefined && futuresPnl !== undefined && owed !== undefined
      ? cash.data.total + stockValue + futuresPnl - owed
      : undefined;
  return (
    <section className={styles.layout}>
      <div className={styles.panel} data-testid="asset-summary">
        <h1 className={dataStyles.title}>
          {t('assets.title')} {sub}
        </h1>
        {isMargin && <MarginSummary sub={sub} />}
        <div className={dataStyles.cards}>
          <FigureCard label={t('assets.netAssets')} value={money(net)} testId="net-assets" />
          <FigureCard
            label={t('assets.available')}
            value={money(cash.data?.available)}
            testId="cash-available"
          />
          <FigureCard label={t('assets.blocked')} value={money(cash.data?.blocked)} testId="cash-blocked" />
          <FigureCard label={t('assets.receivable')} value={money(receivable)} testId="cash-receivable" />
          <FigureCard
            label={t('assets.purchasePower')}
            value={money(power.data?.purchasePower)}
            testId="purchase-power"
          />
          <FigureCard label={t('assets.stockValue')} value={money(stockValue)} testId="stock-value" />
          <FigureCard
            label={t('assets.derivativesMargin')}
            value={money(derivatives.data?.marginHeld)}
            testId="derivatives-margin"
          />
          <FigureCard label={t('assets.derivativesPnl')} value={money(futuresPnl)} testId="derivatives-pnl" />
        </div>
        <p className={dataStyles.muted}>{t('assets.netAssetsNote')}</p>
        {cash.data && cash.data.receivable.length > 0 && (
          <p className={dataStyles.muted} data-testid="cash-receivable-dates">
            {cash.data.receivable
              .map(
                (r) =>
                  `${formatInteger(r.amount)} ${t('assets.due', { date: formatDate(r.settleDate, lang) })}`,
              )
              .join('; ')}
          </p>
        )}
        <h3 className={dataStyles.subtitle}>{t('assets.positions')}</h3>
        <PositionsTable rows={positions.data ?? []} />
        <p className={dataStyles.muted}>{t('assets.unit')}</p>
        <h3 className={dataStyles.subtitle}>{t('assets.balances')}</h3>
        <StockBalancesTable rows={stocks.data ?? []} />
        <p className={dataStyles.muted}>{t('assets.balancesNote')}</p>
        <h3 className={dataStyles.subtitle}>{t('derivatives.title')}</h3>
        <DerivativePositionsTable account={derivatives.data} />
        <p className={dataStyles.muted}>{t('derivatives.unit')}</p>
      </div>
    </section>
  );
}
