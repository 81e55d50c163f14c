// The order ticket: side, symbol, price (a number or an order-type word), volume, next-session and
// the PIN the first time in a session. The order type follows from the typed price and is checked
// per market and session before sending; every refusal shows its messageNo's text. Unless the
// customer switched it off (settings `confirmOrders`), a confirmation shows side, symbol, price,
// volume, value and estimated fee before the order is sent.
import { formatDerivativePrice, formatPrice, isDerivativeSymbol, type InstrumentKind } from '@sen/market';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useMemo, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'react-toastify';
import { useAppConfig } from '@/shared/config/config-query';
import { marketNow } from '@/shared/lib/market-clock';
import { setPin } from '@/shared/session/session-store';
import { useSession } from '@/shared/session/use-session';
import { useSettings } from '@/shared/settings/use-settings';
import { newRefId, placeOrder, symbolQuoteQuery, type NewOrder } from '../api/order-api';
import { messageNoText, orderErrorText, validationText } from '../lib/order-messages';
import { orderSummary } from '../lib/order-summary';
import { checkTicket } from '../lib/ticket-draft';
import { OrderConfirm, type OrderToConfirm } from './order-confirm';
import { TicketPower } from './ticket-power';
import styles from './trading.module.css';

export interface TicketDefaults {
  symbol: string;
  side: 'B' | 'S';
  /** Canonical price to prefill, null for none. */
  price: number | null;
}

const screenPrice = (price: number | null, kind: InstrumentKind) =>
  price === null ? '' : kind === 'future' ? String(price / 100) : String(price / 1000);

/** A typed stock price (thousands on screen) in VND, undefined for an order-type word or nothing. */
const ticketPrice = (text: string) => {
  const value = Number(text);
  return text.trim() !== '' && Number.isFinite(value) && value > 0 ? Math.round(value * 1000) : undefined;
};

export function OrderTicket({ defaults, onDone }: { defaults: TicketDefaults; onDone?: () => void }) {
  const { t } = useTranslation('trading');
  const language = useSettings((s) => s.lang);
  const { tradingBase, boardBase } = useAppConfig();
  const sub = useSession((s) => s.defAccount);
  const storedPin = useSession((s) => s.pin);
  const queryClient = useQueryClient();
  const [side, setSide] = useState(defaults.side);
  const [symbol, setSymbol] = useState(defaults.symbol);
  const quote = useQuery({
    ...symbolQuoteQuery(boardBase, symbol),
    enabled: /^[A-Z0-9]{3,20}$/.test(symbol),
  });
  const [priceText, setPriceText] = useState(() =>
    screenPrice(defaults.price, isDerivativeSymbol(defaults.symbol) ? 'future' : 'stock'),
  );
  const [volumeText, setVolumeText] = useState('100');
  const [nextSession, setNextSession] = useState(false);
  const [pin, setPinText] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const confirmOrders = useSettings((s) => s.confirmOrders);
  const [pending, setPending] = useState<(OrderToConfirm & { send: NewOrder }) | null>(null);
  // One refId per filled-in order: a double submit of the same ticket is still one order.
  const refId = useMemo(() => newRefId(), [side, symbol, priceText, volumeText, nextSession]); // eslint-disable-line react-hooks/exhaustive-deps

  async function submit(event: FormEvent) {
    event.preventDefault();
    setError(null);
    const q = quote.data;
    if (!sub || !q) return setError(validationText('order.symbolInvalid', undefined, language));
    const volume = Number(volumeText);
    const checked = checkTicket({
      symbol,
      market: q.market,
      kind: q.kind,
      priceText,
      volume,
      band: { ceiling: q.ceiling, floor: q.floor },
      marketTime: marketNow(),
      nextSession,
    });
    if (!checked.ok)
      return setError(
        'key' in checked
          ? validationText(checked.key, checked.values, language)
          : messageNoText(checked.messageNo, language),
      );
    const usePin = storedPin ?? pin;
    if (!/^\d{6}$/.test(usePin)) return setError(t('ticket.pinInvalid'));
    const order: NewOrder = {
      sub,
      symbol,
      side,
      price: checked.price as NewOrder['price'],
      volume,
      pin: usePin,
      nextSession,
    };
    if (!confirmOrders) return void send(order);
    const price = typeof checked.price === 'number' ? checked.price : null;
    setPending({
      action: 'place',
      side,
      symbol,
      priceText:
        price === null
          ? String(checked.price)
          : q.kind === 'future'
            ? formatDerivativePrice(price)
            : formatPrice(price),
      volume,
      summary: orderSummary({ side, kind: q.kind, price, volume, reference: q.ref }),
      send: order,
    });
  }

  async function send(order: NewOrder) {
    setBusy(true);
    try {
      const placed = await placeOrder(tradingBase, order, refId);
      setPin(order.pin);
      toast.success(t('ticket.placed', { orderNo: placed.orderNo }));
      void queryClient.invalidateQueries({ queryKey: ['orders', sub] });
      setPending(null);
      onDone?.();
    } catch (failure) {
      const text = orderErrorText(failure, language);
      setPending(null);
      setError(text);
      toast.error(text);
    } finally {
      setBusy(false);
    }
  }

  const q = quote.data;
  return (
    <form className={styles.ticket} onSubmit={submit} data-testid="order-ticket" data-side={side}>
      <div className={styles.sides}>
        <button
          type="button"
          className={side === 'B' ? styles.buyActive : styles.sideButton}
          onClick={() => setSide('B')}
          data-testid="ticket-buy"
        >
          {t('ticket.buy')}
        </button>
        <button
          type="button"
          className={side === 'S' ? styles.sellActive : styles.sideButton}
          onClick={() => setSide('S')}
          data-testid="ticket-sell"
        >
          {t('ticket.sell')}
        </button>
      </div>
      <label className={styles.field}>
        {t('ticket.symbol')}
        <input
          value={symbol}
          onChange={(e) => setSymbol(e.target.value.trim().toUpperCase())}
          data-testid="ticket-symbol"
        />
      </label>
      {q && (
        <p className={styles.muted} data-testid="ticket-band">
          {t('ticket.ceilingFloor', {
            ceiling: formatPrice(q.ceiling),
            floor: formatPrice(q.floor),
            ref: formatPrice(q.ref),
          })}
        </p>
      )}
      <label className={styles.field}>
        {t('ticket.price')}
        <input
          value={priceText}
          placeholder={t('ticket.pricePlaceholder')}
          onChange={(e) => setPriceText(e.target.value)}
          data-testid="ticket-price"
        />
      </label>
      <label className={styles.field}>
        {t('ticket.volume')}
        <input
          value={volumeText}
          inputMode="numeric"
          onChange={(e) => setVolumeText(e.target.value.replace(/\D/g, ''))}
          data-testid="ticket-volume"
        />
      </label>
      {side === 'B' && sub && q && q.kind !== 'future' && (
        <TicketPower sub={sub} symbol={symbol} price={ticketPrice(priceText)} />
      )}
      <label className={styles.check}>
        <input type="checkbox" checked={nextSession} onChange={(e) => setNextSession(e.target.checked)} />
        {t('ticket.nextSession')}
      </label>
      {storedPin === null && (
        <label className={styles.field}>
          {t('ticket.pin')}
          <input
            type="password"
            inputMode="numeric"
            maxLength={6}
            value={pin}
            onChange={(e) => setPinText(e.target.value.replace(/\D/g, ''))}
            data-testid="ticket-pin"
          />
        </label>
      )}
      {error && (
        <p className={styles.error} role="alert" data-testid="ticket-error">
          {error}
        </p>
      )}
      <button
        type="submit"
        className={side === 'B' ? styles.buyActive : styles.sellActive}
        disabled={busy}
        data-testid="ticket-submit"
      >
        {t('ticket.submit')}
      </button>
      {pending && (
        <OrderConfirm
          order={pending}
          busy={busy}
          onConfirm={() => void send(pending.send)}
          onCancel={() => setPending(null)}
        />
      )}
    </form>
  );
}
