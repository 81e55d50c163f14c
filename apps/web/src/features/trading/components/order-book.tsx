// The order book: today, next session and history tabs; edit (price or volume) and cancel only
// where spec §4 allows (canEditOrCancel). Rows update live from private order events.
import { canEditOrCancel, formatInteger, formatPrice, ORDER_STATUS_TEXTS, orderStatusOf } from '@sen/market';
import type { Order } from '@sen/protocol';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'react-toastify';
import { useAppConfig } from '@/shared/config/config-query';
import { useSession } from '@/shared/session/use-session';
import { useSettings } from '@/shared/settings/use-settings';
import { cancelOrder, editOrder, orderListQuery, type OrderListKind } from '../api/order-api';
import { orderErrorText } from '../lib/order-messages';
import { ConditionalOrders } from './conditional-orders';
import styles from './trading.module.css';

type Tab = OrderListKind | 'conditional';
const TABS: Tab[] = ['today', 'nextSession', 'conditional', 'history'];

export function OrderBook() {
  const { t } = useTranslation('trading');
  const { tradingBase } = useAppConfig();
  const sub = useSession((s) => s.defAccount);
  const [tab, setTab] = useState<Tab>('today');
  const orders = useQuery({
    ...orderListQuery(tradingBase, sub ?? '', tab === 'conditional' ? 'today' : tab),
    enabled: sub !== null && tab !== 'conditional',
  });
  return (
    <section className={styles.book} data-testid="order-book">
      <div className={styles.tabs}>
        {TABS.map((kind) => (
          <button
            key={kind}
            type="button"
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
              <OrderRow key={order.orderNo} order={order} sub={sub ?? ''} />
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

function OrderRow({ order, sub }: { order: Order; sub: string }) {
  const { t } = useTranslation('trading');
  const language = useSettings((s) => s.lang);
  const { tradingBase } = useAppConfig();
  const pin = useSession((s) => s.pin);
  const queryClient = useQueryClient();
  const [editing, setEditing] = useState(false);
  const [priceText, setPriceText] = useState(order.price === null ? '' : String(order.price / 1000));
  const [volumeText, setVolumeText] = useState(String(order.volume));
  const progress = { status: order.status, matchedVolume: order.matchedVolume, volume: order.volume };
  const status = orderStatusOf(progress);
  const changeable = (canEditOrCancel(progress) || order.status === 'Q') && pin !== null;
  const run = async (action: () => Promise<unknown>, done: string) => {
    try {
      await action();
      toast.success(done);
      setEditing(false);
    } catch (failure) {
      toast.error(orderErrorText(failure, language));
    } finally {
      void queryClient.invalidateQueries({ queryKey: ['orders', sub] });
    }
  };
  const save = () => {
    const price = Math.round(Number(priceText) * 1000);
    const volume = Number(volumeText);
    const change =
      price !== order.price ? { price, ...(volume !== order.volume ? { volume } : {}) } : { volume };
    return run(
      () => editOrder(tradingBase, sub, order.orderNo, change, pin ?? ''),
      t('book.edited', { orderNo: order.orderNo }),
    );
  };
  // Placed by the margin risk watcher (a force-sell): the customer cannot edit or cancel it (-6669).
  const forced = order.refId.startsWith('force-sell:');
  return (
    <tr
      data-testid={`order-row-${order.orderNo}`}
      data-status={order.status}
      data-symbol={order.symbol}
      data-side={order.side}
      data-forced={forced || undefined}
    >
      <td>{order.orderNo}</td>
      <td className={order.side === 'B' ? styles.buyText : styles.sellText}>
        {t(order.side === 'B' ? 'book.buy' : 'book.sell')}
        {forced && <span data-testid="forced-badge"> · {t('book.forced')}</span>}
      </td>
      <td>{order.symbol}</td>
      <td>{order.orderType}</td>
      <td>
        {editing ? (
          <input
            className={styles.cellInput}
            value={priceText}
            onChange={(e) => setPriceText(e.target.value)}
            data-testid="edit-price"
          />
        ) : order.price === null ? (
          order.orderType
        ) : (
          formatPrice(order.price)
        )}
      </td>
      <td>
        {editing ? (
          <input
            className={styles.cellInput}
            value={volumeText}
            onChange={(e) => setVolumeText(e.target.value)}
            data-testid="edit-volume"
          />
        ) : (
          formatInteger(order.volume)
        )}
      </td>
      <td>{formatInteger(order.matchedVolume)}</td>
      <td>{order.avgMatchPrice > 0 ? formatPrice(order.avgMatchPrice) : ''}</td>
      <td data-testid="order-status">{status ? ORDER_STATUS_TEXTS[status][language] : order.status}</td>
      <td>
        {changeable && !editing && (
          <>
            <button
              type="button"
              className={styles.linkButton}
              onClick={() => setEditing(true)}
              data-testid="order-edit"
            >
              {t('book.edit')}
            </button>
            <button
              type="button"
              className={styles.linkButton}
              onClick={() =>
                void run(
                  () => cancelOrder(tradingBase, sub, order.orderNo, pin ?? ''),
                  t('book.cancelled', { orderNo: order.orderNo }),
                )
              }
              data-testid="order-cancel"
            >
              {t('book.cancel')}
            </button>
          </>
        )}
        {editing && (
          <button
            type="button"
            className={styles.linkButton}
            onClick={() => void save()}
            data-testid="order-save"
          >
            {t('book.save')}
          </button>
        )}
      </td>
    </tr>
  );
}
