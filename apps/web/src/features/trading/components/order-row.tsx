// One row of the order book: edit (price or volume) and cancel only where spec §4 allows
// (canEditOrCancel), each confirmed first unless the customer switched confirmations off
// (settings `confirmOrders`, issue 28 item 6). Edit and Cancel show whenever the order may change;
// clicking one asks for the PIN when the session keeps none (after a reload: issue 21 item 1).
import {
  canEditOrCancel,
  formatInteger,
  formatPrice,
  isDerivativeSymbol,
  ORDER_STATUS_TEXTS,
  orderStatusOf,
} from '@sen/market';
import type { Order } from '@sen/protocol';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'react-toastify';
import { useAppConfig } from '@/shared/config/config-query';
import { forgetPinIfRefused, requirePin } from '@/shared/pin/pin-prompt-store';
import { useSettings } from '@/shared/settings/use-settings';
import { cancelOrder, editOrder } from '../api/order-api';
import { orderErrorText } from '../lib/order-messages';
import { orderSummary } from '../lib/order-summary';
import { OrderConfirm, type OrderToConfirm } from './order-confirm';
import styles from './trading.module.css';

export function OrderRow({ order, sub }: { order: Order; sub: string }) {
  const { t } = useTranslation('trading');
  const language = useSettings((s) => s.lang);
  const { tradingBase } = useAppConfig();
  const queryClient = useQueryClient();
  const [editing, setEditing] = useState(false);
  /** The PIN the edit goes out with (kept by the session, or typed once for this action). */
  const [editPin, setEditPin] = useState<string | null>(null);
  const [priceText, setPriceText] = useState(order.price === null ? '' : String(order.price / 1000));
  const [volumeText, setVolumeText] = useState(String(order.volume));
  const progress = { status: order.status, matchedVolume: order.matchedVolume, volume: order.volume };
  const status = orderStatusOf(progress);
  const changeable = canEditOrCancel(progress) || order.status === 'Q';
  const run = async (action: () => Promise<unknown>, done: string) => {
    try {
      await action();
      toast.success(done);
      setEditing(false);
    } catch (failure) {
      forgetPinIfRefused(failure);
      toast.error(orderErrorText(failure, language));
    } finally {
      void queryClient.invalidateQueries({ queryKey: ['orders', sub] });
    }
  };
  const confirmOrders = useSettings((s) => s.confirmOrders);
  const [pending, setPending] = useState<{ confirm: OrderToConfirm; act: () => Promise<void> } | null>(null);
  const [busy, setBusy] = useState(false);
  /** Runs `act` at once, or after the confirmation of `action` with this price and volume. */
  const confirmThen = (
    action: OrderToConfirm['action'],
    price: number | null,
    volume: number,
    act: () => Promise<void>,
  ) => {
    if (!confirmOrders) return void act();
    const kind = isDerivativeSymbol(order.symbol) ? 'future' : 'stock';
    setPending({
      confirm: {
        action,
        side: order.side === 'B' ? 'B' : 'S',
        symbol: order.symbol,
        priceText: price === null ? order.orderType : formatPrice(price),
        volume,
        orderNo: order.orderNo,
        summary: orderSummary({
          side: order.side === 'B' ? 'B' : 'S',
          kind,
          price,
          volume,
          reference: price ?? 0,
        }),
      },
      act,
    });
  };
  const save = () => {
    const price = Math.round(Number(priceText) * 1000);
    const volume = Number(volumeText);
    const change =
      price !== order.price ? { price, ...(volume !== order.volume ? { volume } : {}) } : { volume };
    confirmThen('edit', price, volume, () =>
      run(
        () => editOrder(tradingBase, sub, order.orderNo, change, editPin ?? ''),
        t('book.edited', { orderNo: order.orderNo }),
      ),
    );
  };
  const startEdit = async () => {
    const pin = await requirePin();
    if (pin === null) return;
    setEditPin(pin);
    setEditing(true);
  };
  const cancel = async () => {
    const pin = await requirePin();
    if (pin === null) return;
    confirmThen('cancel', order.price, order.volume - order.matchedVolume, () =>
      run(
        () => cancelOrder(tradingBase, sub, order.orderNo, pin),
        t('book.cancelled', { orderNo: order.orderNo }),
      ),
    );
  };
  const confirmed = async () => {
    if (!pending) return;
    setBusy(true);
    await pending.act();
    setBusy(false);
    setPending(null);
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
              onClick={() => void startEdit()}
              data-testid="order-edit"
            >
              {t('book.edit')}
            </button>
            <button
              type="button"
              className={styles.linkButton}
              onClick={() => void cancel()}
              data-testid="order-cancel"
            >
              {t('book.cancel')}
            </button>
          </>
        )}
        {editing && (
          <button type="button" className={styles.linkButton} onClick={save} data-testid="order-save">
            {t('book.save')}
          </button>
        )}
        {pending && (
          <OrderConfirm
            order={pending.confirm}
            busy={busy}
            onConfirm={() => void confirmed()}
            onCancel={() => setPending(null)}
          />
        )}
      </td>
    </tr>
  );
}
