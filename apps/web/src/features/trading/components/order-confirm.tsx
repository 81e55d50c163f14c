// The confirmation of an order before it is placed, edited or cancelled (issue 28 item 6): side,
// symbol, price, volume, value and estimated fee, in the shared confirm dialog. A market-type order
// says which band price its value and fee are estimated at (lib/order-summary.ts).
import { formatInteger, formatScreenPrice, isDerivativeSymbol } from '@sen/market';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '@/shared/ui/confirm-dialog';
import type { OrderSummary } from '../lib/order-summary';

export interface OrderToConfirm {
  action: 'place' | 'edit' | 'cancel';
  side: 'B' | 'S';
  symbol: string;
  /** The price as the customer reads it: formatted, or the order type (ATO, MP ...). */
  priceText: string;
  volume: number;
  summary: OrderSummary;
  orderNo?: string;
}

export function OrderConfirm({
  order,
  busy,
  onConfirm,
  onCancel,
}: {
  order: OrderToConfirm;
  busy?: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation('trading');
  const { basis } = order.summary;
  const kind = isDerivativeSymbol(order.symbol) ? 'future' : 'stock';
  const estimate = basis && (
    <span data-testid="confirm-estimate">
      {t(basis.at === 'ceiling' ? 'confirm.estimatedAtCeiling' : 'confirm.estimatedAtFloor', {
        price: formatScreenPrice(basis.price, kind),
      })}
    </span>
  );
  const rows = [
    ...(order.orderNo
      ? [{ label: t('confirm.orderNo'), value: order.orderNo, testId: 'confirm-order-no' }]
      : []),
    {
      label: t('confirm.side'),
      value: t(order.side === 'B' ? 'ticket.buy' : 'ticket.sell'),
      testId: 'confirm-side',
    },
    { label: t('confirm.symbol'), value: order.symbol, testId: 'confirm-symbol' },
    { label: t('confirm.price'), value: order.priceText, testId: 'confirm-price' },
    { label: t('confirm.volume'), value: formatInteger(order.volume), testId: 'confirm-volume' },
    { label: t('confirm.value'), value: formatInteger(order.summary.value), testId: 'confirm-value' },
    { label: t('confirm.fee'), value: formatInteger(order.summary.fee), testId: 'confirm-fee' },
  ];
  return (
    <ConfirmDialog
      title={t(`confirm.${order.action}Title`)}
      rows={rows}
      message={estimate}
      confirmLabel={t('confirm.confirm')}
      cancelLabel={t('confirm.back')}
      onConfirm={onConfirm}
      onCancel={onCancel}
      busy={busy}
      tone={order.action === 'cancel' ? undefined : order.side === 'B' ? 'buy' : 'sell'}
      testId="order-confirm"
    />
  );
}
