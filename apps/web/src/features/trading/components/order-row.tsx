// One row of the order book: edit (price or volume, react-hook-form with zod) and cancel only where
// spec §4 allows (canEditOrCancel), each confirmed first unless the customer switched confirmations
// off (settings `confirmOrders`). As the server (order-amend.ts `canAmendOrCancelInPhase`), a sent
// order changes only in continuous matching: in another phase of its market (the ATO and ATC
// calls, the lunch break, PLO, closed) both are disabled, saying why (-6026); a reserved (Q) order
// changes in any phase. Edit and Cancel show whenever the order may change; clicking one
// asks for the PIN when the session keeps none (after a reload: issue 21 item 1). Prices are shown
// and typed in screen units of the symbol's kind (futures in index points), through @sen/market.
// The confirmation values a market-type order (ATO, MP ..., no price of its own) as the ticket's
// does (lib/order-summary.ts): at the band of the symbol's quote, the ticket's getStockInfo query.
import { zodResolver } from '@hookform/resolvers/zod';
import {
  canAmendOrCancelInPhase,
  canEditOrCancel,
  formatInteger,
  formatScreenPrice,
  isDerivativeSymbol,
  ORDER_STATUS_TEXTS,
  orderStatusOf,
  parsePriceInput,
  priceInputText,
  type Phase,
} from '@sen/market';
import type { Order } from '@sen/protocol';
import { useQueryClient } from '@tanstack/react-query';
import { useState, type KeyboardEvent } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { toast } from 'react-toastify';
import { useAppConfig } from '@/shared/config/config-query';
import { forgetPinIfRefused, requirePin } from '@/shared/pin/pin-prompt-store';
import { useSettings } from '@/shared/settings/use-settings';
import { symbolQuoteQuery } from '../api/order-api';
import { useCancelOrder, useEditOrder } from '../api/order-mutations';
import { useFormErrorText } from '../hooks/use-form-error-text';
import { messageNoText } from '../lib/order-messages';
import { orderSummary } from '../lib/order-summary';
import { orderEditSchema, type OrderEditValues } from '../lib/ticket-form';
import { OrderConfirm, type OrderToConfirm } from './order-confirm';
import styles from './trading.module.css';
import { showFailure } from '@/shared/session/show-failure';

export function OrderRow({
  order,
  sub,
  phase,
}: {
  order: Order;
  sub: string;
  /** The order's market phase by the server; undefined while unknown (the server decides). */
  phase?: Phase | undefined;
}) {
  const { t } = useTranslation('trading');
  const language = useSettings((s) => s.lang);
  const errorText = useFormErrorText();
  const queryClient = useQueryClient();
  const { boardBase } = useAppConfig();
  /** The PIN the edit goes out with (kept by the session, or typed once for this action). */
  const [editPin, setEditPin] = useState<string | null>(null);
  const edit = useEditOrder();
  const cancelMutation = useCancelOrder();
  const kind = isDerivativeSymbol(order.symbol) ? 'future' : 'stock';
  const [editing, setEditing] = useState(false);
  const form = useForm<OrderEditValues>({
    resolver: zodResolver(orderEditSchema),
    defaultValues: {
      price: order.price === null ? '' : priceInputText(order.price, kind),
      volume: String(order.volume),
    },
  });
  const progress = { status: order.status, matchedVolume: order.matchedVolume, volume: order.volume };
  const status = orderStatusOf(progress);
  // Placed by the margin risk watcher (a force-sell): the customer cannot edit or cancel it (-6669).
  const forced = order.refId.startsWith('force-sell:');
  const changeable = !forced && (canEditOrCancel(progress) || order.status === 'Q');
  // Outside continuous matching the server refuses a change of a sent order (-6026).
  const phaseRefuses = order.status !== 'Q' && phase !== undefined && !canAmendOrCancelInPhase(phase);
  const refusedText = phaseRefuses ? messageNoText(-6026, language) : undefined;
  // A market-price order (ATO, ATC, MP ...) has no price to change: the server refuses its edit (-6015).
  const editable = changeable && order.price !== null;
  const confirmOrders = useSettings((s) => s.confirmOrders);
  const [pending, setPending] = useState<{ confirm: OrderToConfirm; act: () => void } | null>(null);
  const side = order.side === 'B' ? 'B' : 'S';
  const failed = (failure: unknown) => {
    forgetPinIfRefused(failure);
    showFailure(failure);
  };
  /**
   * Today's band of the order's symbol, which a market-type order (no price of its own) is valued
   * at, read as the ticket reads it (getStockInfo, the same cached query); null when it cannot be
   * had, and for a priced order, which needs none.
   */
  const bandFor = async (price: number | null) => {
    if (price !== null) return null;
    try {
      const quote = await queryClient.fetchQuery(symbolQuoteQuery(boardBase, order.symbol));
      return { ceiling: quote.ceiling, floor: quote.floor };
    } catch {
      return null;
    }
  };
  /** Runs `act` at once, or after the confirmation of `action` with this price and volume. */
  const confirmThen = async (
    action: OrderToConfirm['action'],
    price: number | null,
    volume: number,
    act: () => void,
  ) => {
    if (!confirmOrders) return act();
    const band = await bandFor(price);
    setPending({
      confirm: {
        action,
        side,
        symbol: order.symbol,
        priceText: price === null ? order.orderType : formatScreenPrice(price, kind),
        volume,
        orderNo: order.orderNo,
        summary: orderSummary({ side, kind, price, volume, band }),
      },
      act,
    });
  };
  const done = (text: string) => () => {
    toast.success(text);
    setPending(null);
    setEditing(false);
  };
  const save = form.handleSubmit((values) => {
    const volume = Number(values.volume);
    const price = order.price === null ? undefined : parsePriceInput(values.price, kind);
    if (order.price !== null && price === undefined)
      return form.setError('price', { message: 'order.priceInvalid' });
    // Nothing changed: say so and send nothing (the server would refuse an empty edit).
    if ((price === undefined || price === order.price) && volume === order.volume)
      return form.setError('volume', { message: 'book.unchanged' });
    const change =
      price !== undefined && price !== order.price
        ? { price, ...(volume !== order.volume ? { volume } : {}) }
        : { volume };
    return confirmThen('edit', price ?? order.price, volume, () =>
      edit.mutate(
        { sub, orderNo: order.orderNo, change, pin: editPin ?? '' },
        {
          onSuccess: done(t('book.edited', { orderNo: order.orderNo })),
          onError: failed,
          onSettled: () => setPending(null),
        },
      ),
    );
  });
  /** The order's own price and volume in the edit fields (now, not at mount: it may have changed). */
  const orderValues = (): OrderEditValues => ({
    price: order.price === null ? '' : priceInputText(order.price, kind),
    volume: String(order.volume),
  });
  const startEdit = async () => {
    const pin = await requirePin();
    if (pin === null) return;
    form.reset(orderValues());
    setEditPin(pin);
    setEditing(true);
  };
  /** Leaves the edit without sending anything (the Discard button, or Esc in a field). */
  const discard = () => {
    form.reset(orderValues());
    setEditing(false);
  };
  const discardOnEscape = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key !== 'Escape') return;
    event.preventDefault();
    discard();
  };
  const cancel = async () => {
    const pin = await requirePin();
    if (pin === null) return;
    await confirmThen('cancel', order.price, order.volume - order.matchedVolume, () =>
      cancelMutation.mutate(
        { sub, orderNo: order.orderNo, pin },
        {
          onSuccess: done(t('book.cancelled', { orderNo: order.orderNo })),
          onError: failed,
          onSettled: () => setPending(null),
        },
      ),
    );
  };
  const { errors } = form.formState;
  const error = errors.price?.message ?? errors.volume?.message;
  const formId = `edit-${order.orderNo}`;
  // An order that filled or was cancelled meanwhile leaves the edit.
  const inEdit = editing && editable && !phaseRefuses;
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
      <td data-testid="order-price">
        {inEdit ? (
          <input
            className={styles.cellInput}
            form={formId}
            aria-label={t('book.price')}
            aria-invalid={errors.price ? true : undefined}
            {...form.register('price')}
            onKeyDown={discardOnEscape}
            data-testid="edit-price"
          />
        ) : order.price === null ? (
          order.orderType
        ) : (
          formatScreenPrice(order.price, kind)
        )}
      </td>
      <td>
        {inEdit ? (
          <input
            className={styles.cellInput}
            form={formId}
            inputMode="numeric"
            aria-label={t('book.volume')}
            aria-invalid={errors.volume ? true : undefined}
            {...form.register('volume')}
            onKeyDown={discardOnEscape}
            data-testid="edit-volume"
          />
        ) : (
          formatInteger(order.volume)
        )}
      </td>
      <td>{formatInteger(order.matchedVolume)}</td>
      <td>{order.avgMatchPrice > 0 ? formatScreenPrice(order.avgMatchPrice, kind) : ''}</td>
      <td data-testid="order-status">
        {status ? ORDER_STATUS_TEXTS[status][language] : order.status}
        {/* Why the exchange or the broker refused it (a reserved order refused at the open, ...). */}
        {order.messageNo !== 0 && (
          <div className={styles.muted} data-testid="order-reason">
            {messageNoText(order.messageNo, language)}
          </div>
        )}
      </td>
      <td>
        {changeable && !inEdit && (
          <>
            {editable && (
              <button
                type="button"
                className={styles.linkButton}
                onClick={() => void startEdit()}
                disabled={phaseRefuses}
                title={refusedText}
                data-testid="order-edit"
              >
                {t('book.edit')}
              </button>
            )}
            <button
              type="button"
              className={styles.linkButton}
              onClick={() => void cancel()}
              disabled={phaseRefuses}
              title={refusedText}
              data-testid="order-cancel"
            >
              {t('book.cancel')}
            </button>
          </>
        )}
        {inEdit && (
          <form id={formId} onSubmit={(event) => void save(event)} noValidate className={styles.inlineForm}>
            <button type="submit" className={styles.linkButton} data-testid="order-save">
              {t('book.save')}
            </button>
            <button type="button" className={styles.linkButton} onClick={discard} data-testid="order-discard">
              {t('book.discard')}
            </button>
            {error && (
              <span className={styles.error} role="alert" data-testid="edit-error">
                {errorText(error)}
              </span>
            )}
          </form>
        )}
        {pending && (
          <OrderConfirm
            order={pending.confirm}
            busy={edit.isPending || cancelMutation.isPending}
            onConfirm={pending.act}
            onCancel={() => setPending(null)}
          />
        )}
      </td>
    </tr>
  );
}
