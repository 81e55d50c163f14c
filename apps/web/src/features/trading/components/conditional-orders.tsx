// The conditional tab of the order book: the customer's trend, take profit, stop loss and purchase
// orders with their statuses (spec §3: cancelling while the exchange cancels a live child order,
// wait for reactivation until the next session re-arms it), a form to add one, and cancel while it
// is active, activated (its order is cancelled at the exchange) or waiting for reactivation.
import {
  CONDITIONAL_ORDER_STATUS_TEXTS,
  CONDITIONAL_ORDER_TYPE_TEXTS,
  formatInteger,
  formatScreenPrice,
  isDerivativeSymbol,
  type ConditionalOrderStatus,
} from '@sen/market';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useAppConfig } from '@/shared/config/config-query';
import { forgetPinIfRefused, requirePin } from '@/shared/pin/pin-prompt-store';
import { useSession } from '@/shared/session/use-session';
import { useSettings } from '@/shared/settings/use-settings';
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
                    onClick={() =>
                      void requirePin().then((pin) => {
                        if (pin === null) return;
                        cancel.mutate(
                          { sub, id: c.id, pin },
                          {
                            onError: (e) => {
                              forgetPinIfRefused(e);
                              showFailure(e);
                            },
                          },
                        );
                      })
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
      {list.data?.length === 0 && (
        <p className={styles.muted} data-testid="conditional-empty">
          {t('book.empty')}
        </p>
      )}
    </div>
  );
}
