// The order ticket (react-hook-form with zod): side, symbol, price (a number in screen units or an
// order-type word), volume, next-session and the PIN while the session keeps none (left empty, the
// shared PIN prompt asks for it at submit, checked by CheckPin). Beside it what
// the account and the symbol allow (TicketFacts) and the depth, whose prices fill the price box.
// The market rules are checked at submit (ticket-draft.ts, server market clock); every refusal
// shows its messageNo's text. Unless switched off (settings `confirmOrders`) a confirmation shows
// side, symbol, price, volume, value and fee first. Keys: lib/ticket-keys.ts.
import { zodResolver } from '@hookform/resolvers/zod';
import {
  classifyPriceInput,
  formatScreenPrice,
  isDerivativeSymbol,
  parsePriceInput,
  priceInputText,
} from '@sen/market';
import { useQuery } from '@tanstack/react-query';
import { useState, type ChangeEvent } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { toast } from 'react-toastify';
import { useAppConfig } from '@/shared/config/config-query';
import { marketNow } from '@/shared/lib/market-clock';
import { forgetPinIfRefused, requirePin } from '@/shared/pin/pin-prompt-store';
import { useUnmadeRefId } from '@/shared/lib/use-unmade-ref-id';
import { setPin } from '@/shared/session/session-store';
import { useSession } from '@/shared/session/use-session';
import { useSettings } from '@/shared/settings/use-settings';
import { newRefId, symbolQuoteQuery, type NewOrder } from '../api/order-api';
import { usePlaceOrder } from '../api/order-mutations';
import { messageNoText, validationText } from '../lib/order-messages';
import { orderSummary } from '../lib/order-summary';
import { useFormErrorText } from '../hooks/use-form-error-text';
import { useLiveTicketQuote } from '../hooks/use-live-ticket-quote';
import { checkTicket, orderTypesNow } from '../lib/ticket-draft';
import { ticketFormSchema, type TicketFormInput, type TicketFormValues } from '../lib/ticket-form';
import { ticketKeyDown } from '../lib/ticket-keys';
import { OrderConfirm, type OrderToConfirm } from './order-confirm';
import { TicketDepth } from './ticket-depth';
import { TicketFacts } from './ticket-facts';
import styles from './trading.module.css';
import { showFailure } from '@/shared/session/show-failure';

export interface TicketDefaults {
  symbol: string;
  side: 'B' | 'S';
  /** Canonical price to prefill, null for none. */
  price: number | null;
}

const kindOfSymbol = (symbol: string) => (isDerivativeSymbol(symbol) ? 'future' : 'stock');

export function OrderTicket({ defaults, onDone }: { defaults: TicketDefaults; onDone?: () => void }) {
  const { t } = useTranslation('trading');
  const language = useSettings((s) => s.lang);
  const errorText = useFormErrorText();
  const { boardBase } = useAppConfig();
  const sub = useSession((s) => s.defAccount);
  const storedPin = useSession((s) => s.pin);
  const confirmOrders = useSettings((s) => s.confirmOrders);
  const place = usePlaceOrder();
  const form = useForm<TicketFormInput, unknown, TicketFormValues>({
    resolver: zodResolver(ticketFormSchema),
    defaultValues: {
      side: defaults.side,
      symbol: defaults.symbol,
      price: defaults.price === null ? '' : priceInputText(defaults.price, kindOfSymbol(defaults.symbol)),
      volume: isDerivativeSymbol(defaults.symbol) ? '1' : '100',
      nextSession: false,
      pin: '',
    },
  });
  const [side, symbolText, priceText, volumeText, nextSession] = useWatch({
    control: form.control,
    name: ['side', 'symbol', 'price', 'volume', 'nextSession'],
  });
  const symbol = symbolText.trim().toUpperCase();
  const quote = useQuery({
    ...symbolQuoteQuery(boardBase, symbol),
    enabled: /^[A-Z0-9]{3,20}$/.test(symbol),
    refetchInterval: 3_000,
  });
  const q = quote.data?.symbol === symbol ? quote.data : undefined;
  useLiveTicketQuote(q?.symbol);
  const kind = q?.kind ?? kindOfSymbol(symbol);
  const [pending, setPending] = useState<(OrderToConfirm & { send: NewOrder; remember: boolean }) | null>(
    null,
  );
  // One refId per order until it is taken: a double submit of the same ticket, or a send again
  // after a reply that never came, is still one order; once taken, the same order sent again (an
  // order split into equal parts) is a new one.
  const refId = useUnmadeRefId(newRefId);
  const set = (name: 'price' | 'volume', value: string) => form.setValue(name, value, { shouldDirty: true });
  /** A field whose typed text is cleaned before the form reads it. */
  const cleaned = (name: 'symbol' | 'volume', clean: (value: string) => string) => {
    const field = form.register(name);
    return {
      ...field,
      onChange: (event: ChangeEvent<HTMLInputElement>) => {
        event.target.value = clean(event.target.value);
        return field.onChange(event);
      },
    };
  };
  const setPrice = (price: number) => set('price', priceInputText(price, kind));

  const submit = form.handleSubmit(async (values) => {
    if (!sub || !q) return form.setError('symbol', { message: 'order.symbolInvalid' });
    const volume = Number(values.volume);
    const checked = checkTicket({
      symbol: values.symbol,
      market: q.market,
      kind: q.kind,
      priceText: values.price,
      volume,
      band: { ceiling: q.ceiling, floor: q.floor },
      marketTime: marketNow(),
      nextSession: values.nextSession,
    });
    if (!checked.ok) {
      if ('key' in checked) {
        const text = validationText(checked.key, checked.values, language);
        return form.setError(checked.key === 'order.volumeInvalid' ? 'volume' : 'price', { message: text });
      }
      return form.setError('root', { message: messageNoText(checked.messageNo, language) });
    }
    // The PIN: the session's, the one typed in the ticket, else the PIN prompt's (CheckPin).
    const typed = storedPin === null && values.pin !== '';
    if (typed && !/^\d{6}$/.test(values.pin)) return form.setError('pin', { message: 'ticket.pinInvalid' });
    const pin = storedPin ?? (typed ? values.pin : await requirePin());
    if (pin === null) return;
    const order: NewOrder = {
      sub,
      symbol: values.symbol,
      side: values.side,
      price: checked.price as NewOrder['price'],
      volume,
      pin,
      nextSession: values.nextSession,
    };
    if (!confirmOrders) return send(order, typed);
    const price = typeof checked.price === 'number' ? checked.price : null;
    setPending({
      action: 'place',
      side: values.side,
      symbol: values.symbol,
      priceText: price === null ? String(checked.price) : formatScreenPrice(price, q.kind),
      volume,
      summary: orderSummary({
        side: values.side,
        kind: q.kind,
        price,
        volume,
        band: { ceiling: q.ceiling, floor: q.floor },
      }),
      send: order,
      remember: typed,
    });
  });

  /** Sends the order; a PIN typed in the ticket is kept for the session once the order is taken. */
  function send(order: NewOrder, remember: boolean) {
    const { pin: _pin, ...fields } = order;
    place.mutate(
      { order, refId: refId.of(fields) },
      {
        onSuccess: (placed) => {
          refId.made();
          if (remember) setPin(order.pin);
          toast.success(t('ticket.placed', { orderNo: placed.orderNo }));
          setPending(null);
          onDone?.();
        },
        onError: (failure) => {
          forgetPinIfRefused(failure);
          setPending(null);
          showFailure(failure, { form });
        },
      },
    );
  }

  const { errors } = form.formState;
  const error =
    errors.root?.message ??
    errors.symbol?.message ??
    errors.price?.message ??
    errors.volume?.message ??
    errors.pin?.message;
  const keys = q && {
    market: q.market,
    kind: q.kind,
    band: { ceiling: q.ceiling, floor: q.floor },
    startPrice: q.last ?? q.ref,
    priceText,
    volumeText,
    setPrice,
    setVolume: (volume: number) => set('volume', String(volume)),
    setSide: (next: 'B' | 'S') => form.setValue('side', next),
  };
  return (
    <form
      className={styles.ticketGrid}
      onSubmit={(event) => void submit(event)}
      onKeyDown={(event) => ticketKeyDown(event, keys ?? null)}
      noValidate
      data-testid="order-ticket"
      data-side={side}
    >
      <div className={styles.ticket}>
        <div className={styles.sides}>
          {(['B', 'S'] as const).map((value) => (
            <button
              key={value}
              type="button"
              className={
                side === value ? (value === 'B' ? styles.buyActive : styles.sellActive) : styles.sideButton
              }
              aria-pressed={side === value}
              onClick={() => form.setValue('side', value)}
              data-testid={value === 'B' ? 'ticket-buy' : 'ticket-sell'}
            >
              {t(value === 'B' ? 'ticket.buy' : 'ticket.sell')}
            </button>
          ))}
        </div>
        <label className={styles.field}>
          {t('ticket.symbol')}
          <input
            {...cleaned('symbol', (v) => v.trim().toUpperCase())}
            autoComplete="off"
            data-testid="ticket-symbol"
          />
        </label>
        {q && sub && (
          <TicketFacts
            sub={sub}
            quote={q}
            side={side}
            price={parsePriceInput(priceText, q.kind)}
            marketType={!['00', '01'].includes(classifyPriceInput(priceText))}
            types={orderTypesNow(q.market, marketNow(), nextSession)}
            onType={(type) => set('price', type === 'LO' ? priceInputText(q.last ?? q.ref, q.kind) : type)}
            onVolume={(volume) => set('volume', String(volume))}
          />
        )}
        <label className={styles.field}>
          {t('ticket.price')}
          <input
            {...form.register('price')}
            placeholder={t('ticket.pricePlaceholder')}
            autoComplete="off"
            data-autofocus
            data-testid="ticket-price"
          />
        </label>
        <label className={styles.field}>
          {t('ticket.volume')}
          <input
            {...cleaned('volume', (v) => v.replace(/\D/g, ''))}
            inputMode="numeric"
            autoComplete="off"
            data-testid="ticket-volume"
          />
        </label>
        <label className={styles.check}>
          <input type="checkbox" {...form.register('nextSession')} />
          {t('ticket.nextSession')}
        </label>
        {storedPin === null && (
          <label className={styles.field}>
            {t('ticket.pin')}
            <input
              type="password"
              inputMode="numeric"
              maxLength={6}
              autoComplete="off"
              {...form.register('pin')}
              data-testid="ticket-pin"
            />
          </label>
        )}
        {error && (
          <p className={styles.error} role="alert" data-testid="ticket-error">
            {errorText(error)}
          </p>
        )}
        <button
          type="submit"
          className={side === 'B' ? styles.buyActive : styles.sellActive}
          disabled={place.isPending}
          data-testid="ticket-submit"
        >
          {t('ticket.submit')}
        </button>
        <p className={styles.keysHint} data-testid="ticket-keys-hint">
          {t('ticket.keysHint')}
        </p>
      </div>
      {q && <TicketDepth quote={q} onPrice={setPrice} />}
      {pending && (
        <OrderConfirm
          order={pending}
          busy={place.isPending}
          onConfirm={() => send(pending.send, pending.remember)}
          onCancel={() => setPending(null)}
        />
      )}
    </form>
  );
}
