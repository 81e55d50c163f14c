// The conditional tab of the order book: the customer's trend, take profit, stop loss and purchase
// orders with their statuses (spec §3: cancelling while the exchange cancels a live child order,
// wait for reactivation until the next session re-arms it), a form to add one, and cancel while it
// is active, activated (its order is cancelled at the exchange) or waiting for reactivation.
// Cancel asks for the PIN and, unless the customer switched confirmations off (settings
// `confirmOrders`), a confirmation first, as the order rows do; its success is told in a toast.
import {
  CONDITIONAL_ORDER_STATUS_TEXTS,
  CONDITIONAL_ORDER_TYPE_TEXTS,
  formatInteger,
  formatScreenPrice,
  isDerivativeSymbol,
  type ConditionalOrderStatus,
} from '@sen/market';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'react-toastify';
import { useAppConfig } from '@/shared/config/config-query';
import { forgetPinIfRefused, requirePin } from '@/shared/pin/pin-prompt-store';
import { useSession } from '@/shared/session/use-session';
import { useSettings } from '@/shared/settings/use-settings';
import { ConfirmDialog } from '@/shared/ui/confirm-dialog';
import { conditionalListQuery } from '../api/conditional-api';
import { useCancelConditional } from '../api/conditional-mutations';
import { messageNoText } from '../lib/order-messages';
import { ConditionalForm } from './conditional-form';
import styles from './trading.module.css';
import { showFailure } from '@/shared/session/show-failure';

const CANCELLABLE: readonly string[] = ['active', 'activated', 'waitForReactivation'];
const show = (symbol: string, price: number) =>
  formatScreenPrice(price, isDerivativeSymbol(symbol) ? 'future' : 'stock');

export function ConditionalOrders() {
  const { t } = useTranslation('trading');
  const language = useSettings((s) => s.lang);
  const { tradingBase } = useAppConfig();
  const sub = useSession((s) => s.defAccount) ?? '';
  const list = useQuery({ ...conditionalListQuery(tradingBase, sub), enabled: sub !== '' });
  const cancel = useCancelConditional();
  const confirmOrders = useSettings((s) => s.confirmOrders);
  type Conditional = NonNullable<typeof list.data>[number];
  /** The conditional order whose cancel waits for the customer's confirmation. */
  const [toCancel, setToCancel] = useState<Conditional | null>(null);
  const sendCancel = (c: Conditional) =>
    void requirePin().then((pin) => {
      if (pin === null) return setToCancel(null);
      cancel.mutate(
        { sub, id: c.id, pin },
        {
          onSuccess: () => toast.success(t('conditional.cancelled')),
          onError: (e) => {
            forgetPinIfRefused(e);
            showFailure(e);
          },
          onSettled: () => setToCancel(null),
        },
      );
    });

  return (
    <div data-testid="conditional-orders">
      <ConditionalForm sub={sub} />
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
                {CONDITIONAL_ORDER_TYPE_TEXTS[c.type][language]} {show(c.symbol, c.trigger)}
              </td>
              <td className={c.side === 'B' ? styles.buyText : styles.sellText}>
                {t(c.side === 'B' ? 'book.buy' : 'book.sell')}
              </td>
              <td>{c.symbol}</td>
              <td>{typeof c.orderPrice === 'number' ? show(c.symbol, c.orderPrice) : c.orderPrice}</td>
              <td>{formatInteger(c.volume)}</td>
              <td>
                {CONDITIONAL_ORDER_STATUS_TEXTS[c.status as ConditionalOrderStatus]?.[language] ?? c.status}
                {/* Why its order was refused when it fired (final with a code). */}
                {c.messageNo !== 0 && (
                  <div className={styles.muted} data-testid="conditional-reason">
                    {messageNoText(c.messageNo, language)}
                  </div>
                )}
              </td>
              <td>{c.orderNo}</td>
              <td>
                {CANCELLABLE.includes(c.status) && (
                  <button
                    type="button"
                    className={styles.linkButton}
                    onClick={() => (confirmOrders ? setToCancel(c) : sendCancel(c))}
                    data-testid="conditional-cancel"
                  >
                    {t('book.cancel')}
                  </button>
                )}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      {toCancel && (
        <ConfirmDialog
          title={t('conditional.cancelTitle')}
          rows={[
            {
              label: t('book.type'),
              value: `${CONDITIONAL_ORDER_TYPE_TEXTS[toCancel.type][language]} ${show(toCancel.symbol, toCancel.trigger)}`,
            },
            { label: t('confirm.side'), value: t(toCancel.side === 'B' ? 'ticket.buy' : 'ticket.sell') },
            { label: t('confirm.symbol'), value: toCancel.symbol },
            {
              label: t('confirm.price'),
              value:
                typeof toCancel.orderPrice === 'number'
                  ? show(toCancel.symbol, toCancel.orderPrice)
                  : toCancel.orderPrice,
            },
            { label: t('confirm.volume'), value: formatInteger(toCancel.volume) },
          ]}
          confirmLabel={t('confirm.confirm')}
          cancelLabel={t('confirm.back')}
          onConfirm={() => sendCancel(toCancel)}
          onCancel={() => setToCancel(null)}
          busy={cancel.isPending}
          testId="conditional-confirm"
        />
      )}
      {list.data?.length === 0 && (
        <p className={styles.muted} data-testid="conditional-empty">
          {t('book.empty')}
        </p>
      )}
    </div>
  );
}
