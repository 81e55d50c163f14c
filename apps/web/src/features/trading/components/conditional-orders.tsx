// The conditional tab of the order book: the customer's trend, take profit, stop loss and purchase
// orders with their statuses (spec §3: cancelling while the exchange cancels a live child order,
// wait for reactivation until the next session re-arms it), a form to add one, and cancel while it
// is active, activated (its order is cancelled at the exchange) or waiting for reactivation.
import {
  CONDITIONAL_ORDER_STATUS_TEXTS,
  CONDITIONAL_ORDER_TYPE_TEXTS,
  formatInteger,
  formatPrice,
  type ConditionalOrderStatus,
  type ConditionalOrderType,
} from '@sen/market';
import { orderPriceSchema } from '@sen/protocol';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'react-toastify';
import { useAppConfig } from '@/shared/config/config-query';
import { useSession } from '@/shared/session/use-session';
import { useSettings } from '@/shared/settings/use-settings';
import { cancelConditional, conditionalListQuery, createConditional } from '../api/conditional-api';
import { orderErrorText } from '../lib/order-messages';
import styles from './trading.module.css';

const TYPES: ConditionalOrderType[] = ['stopLoss', 'takeProfit', 'purchase', 'trend'];
const CANCELLABLE: readonly string[] = ['active', 'activated', 'waitForReactivation'];
const sideOf = (type: ConditionalOrderType, chosen: 'B' | 'S') =>
  type === 'purchase' ? 'B' : type === 'trend' ? chosen : 'S';

export function ConditionalOrders() {
  const { t } = useTranslation('trading');
  const language = useSettings((s) => s.lang);
  const { tradingBase } = useAppConfig();
  const sub = useSession((s) => s.defAccount) ?? '';
  const pin = useSession((s) => s.pin);
  const queryClient = useQueryClient();
  const list = useQuery({ ...conditionalListQuery(tradingBase, sub), enabled: sub !== '' });
  const [form, setForm] = useState({
    type: 'stopLoss' as ConditionalOrderType,
    side: 'S' as 'B' | 'S',
    symbol: '',
    trigger: '',
    price: '',
    volume: '100',
    expiry: '',
  });
  const set = (patch: Partial<typeof form>) => setForm({ ...form, ...patch });
  const refresh = () => void queryClient.invalidateQueries({ queryKey: ['orders', sub, 'conditional'] });

  async function submit(event: FormEvent) {
    event.preventDefault();
    const typed = form.price.trim().toUpperCase();
    const price = orderPriceSchema.safeParse(
      /^[\d.]+$/.test(typed) ? Math.round(Number(typed) * 1000) : typed,
    );
    try {
      if (!price.success || !pin) throw new Error();
      await createConditional(tradingBase, {
        p1: sub,
        p2: form.symbol,
        p3: sideOf(form.type, form.side),
        p4: form.type,
        p5: Math.round(Number(form.trigger) * 1000),
        p6: price.data,
        p7: Number(form.volume),
        p8: pin,
        p9: form.expiry,
      });
      refresh();
    } catch (failure) {
      toast.error(orderErrorText(failure, language));
    }
  }

  return (
    <div data-testid="conditional-orders">
      <form className={styles.sides} onSubmit={submit}>
        <select
          value={form.type}
          onChange={(e) => set({ type: e.target.value as ConditionalOrderType })}
          aria-label={t('book.type')}
        >
          {TYPES.map((type) => (
            <option key={type} value={type}>
              {CONDITIONAL_ORDER_TYPE_TEXTS[type][language]}
            </option>
          ))}
        </select>
        {form.type === 'trend' && (
          <select
            value={form.side}
            onChange={(e) => set({ side: e.target.value as 'B' | 'S' })}
            aria-label={t('book.side')}
          >
            <option value="B">{t('book.buy')}</option>
            <option value="S">{t('book.sell')}</option>
          </select>
        )}
        <input
          className={styles.cellInput}
          placeholder={t('book.symbol')}
          value={form.symbol}
          onChange={(e) => set({ symbol: e.target.value.toUpperCase() })}
        />
        <input
          className={styles.cellInput}
          placeholder={t('conditional.trigger')}
          value={form.trigger}
          onChange={(e) => set({ trigger: e.target.value })}
        />
        <input
          className={styles.cellInput}
          placeholder={t('book.price')}
          value={form.price}
          onChange={(e) => set({ price: e.target.value })}
        />
        <input
          className={styles.cellInput}
          placeholder={t('book.volume')}
          value={form.volume}
          onChange={(e) => set({ volume: e.target.value.replace(/\D/g, '') })}
        />
        <input
          type="date"
          value={form.expiry}
          onChange={(e) => set({ expiry: e.target.value })}
          aria-label={t('conditional.expiry')}
        />
        <button type="submit" className={styles.linkButton} disabled={!pin}>
          {t('conditional.add')}
        </button>
      </form>
      <table className={styles.table}>
        <thead>
          <tr>
            {(['type', 'side', 'symbol', 'price', 'volume', 'status', 'orderNo', 'actions'] as const).map(
              (c) => (
                <th key={c}>{t(`book.${c}`)}</th>
              ),
            )}
          </tr>
        </thead>
        <tbody>
          {(list.data ?? []).map((c) => (
            <tr key={c.id} data-status={c.status}>
              <td>
                {CONDITIONAL_ORDER_TYPE_TEXTS[c.type][language]} {formatPrice(c.trigger)}
              </td>
              <td className={c.side === 'B' ? styles.buyText : styles.sellText}>
                {t(c.side === 'B' ? 'book.buy' : 'book.sell')}
              </td>
              <td>{c.symbol}</td>
              <td>{typeof c.orderPrice === 'number' ? formatPrice(c.orderPrice) : c.orderPrice}</td>
              <td>{formatInteger(c.volume)}</td>
              <td>
                {CONDITIONAL_ORDER_STATUS_TEXTS[c.status as ConditionalOrderStatus]?.[language] ?? c.status}
              </td>
              <td>{c.orderNo}</td>
              <td>
                {CANCELLABLE.includes(c.status) && pin && (
                  <button
                    type="button"
                    className={styles.linkButton}
                    onClick={() =>
                      void cancelConditional(tradingBase, sub, c.id, pin).then(refresh, (e: unknown) =>
                        toast.error(orderErrorText(e, language)),
                      )
                    }
                  >
                    {t('book.cancel')}
                  </button>
                )}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
