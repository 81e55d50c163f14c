// The order book: today, next session and history tabs, one OrderRow per order (edit and cancel).
// Rows update live from private order events; each row gets its market's phase by the server.
import { parseMarketId, type MarketId } from '@sen/market';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAppConfig } from '@/shared/config/config-query';
import { useMarketPhases } from '@/shared/hooks/use-market-phases';
import { useSession } from '@/shared/session/use-session';
import { orderListQuery, type OrderListKind } from '../api/order-api';
import { ConditionalOrders } from './conditional-orders';
import { OrderRow } from './order-row';
import styles from './trading.module.css';

type Tab = OrderListKind | 'conditional';
const TABS: Tab[] = ['today', 'nextSession', 'conditional', 'history'];

export function OrderBook() {
  const { t } = useTranslation('trading');
  const { tradingBase } = useAppConfig();
  const sub = useSession((s) => s.defAccount);
  const [tab, setTab] = useState<Tab>('today');
  const phases = useMarketPhases();
  const phaseOf = (market: MarketId | undefined) => (market === undefined ? undefined : phases[market]);
  const orders = useQuery({
    ...orderListQuery(tradingBase, sub ?? '', tab === 'conditional' ? 'today' : tab),
    enabled: sub !== null && tab !== 'conditional',
  });
  return (
    <section className={styles.book} data-testid="order-book">
      <div className={styles.tabs} role="tablist" aria-label={t('book.title')}>
        {TABS.map((kind) => (
          <button
            key={kind}
            type="button"
            role="tab"
            aria-selected={kind === tab}
            className={kind === tab ? styles.tabActive : styles.tab}
            onClick={() => setTab(kind)}
            data-testid={`orders-tab-${kind}`}
          >
            {t(`book.${kind}`)}
          </button>
        ))}
      </div>
      {tab === 'conditional' && <ConditionalOrders />}
      {tab !== 'conditional' && (
        <table className={styles.table}>
          <thead>
            <tr>
              {(
                [
                  'orderNo',
                  'side',
                  'symbol',
                  'type',
                  'price',
                  'volume',
                  'matched',
                  'avg',
                  'status',
                  'actions',
                ] as const
              ).map((c) => (
                <th key={c}>{t(`book.${c}`)}</th>
              ))}
            </tr>
          </thead>
          <tbody>
            {(orders.data ?? []).map((order) => (
              <OrderRow
                key={order.orderNo}
                order={order}
                sub={sub ?? ''}
                phase={phaseOf(parseMarketId(order.market))}
              />
            ))}
          </tbody>
        </table>
      )}
      {tab !== 'conditional' && orders.data?.length === 0 && (
        <p className={styles.muted}>{t('book.empty')}</p>
      )}
    </section>
  );
}
