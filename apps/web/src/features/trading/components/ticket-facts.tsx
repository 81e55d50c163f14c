// What the ticket knows of the account and the symbol (issue 21 item 2): reference, ceiling and
// floor; the order types the symbol's market takes now (server market clock), each a button that
// fills the price box; purchase power with and without margin (a margin sub-account) and the
// largest volume at the entered price for a buy (a market-type order at the ceiling, where the
// server blocks it), the sellable shares for a sale; and the quick volume buttons (25/50/75/100 %
// of that maximum).
import { formatInteger, formatScreenPrice, formatVolume, type OrderType } from '@sen/market';
import { isMarginSubAccount, type Quote } from '@sen/protocol';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useAppConfig } from '@/shared/config/config-query';
import { purchasePowerQuery, stockBalanceQuery } from '../api/order-api';
import { QUICK_VOLUME_PERCENTS, quickVolume } from '../lib/ticket-volume';
import styles from './trading.module.css';

interface TicketFactsProps {
  sub: string;
  quote: Quote;
  side: 'B' | 'S';
  /** Canonical limit price typed, undefined for none or an order-type word. */
  price: number | undefined;
  /** The price box holds an order-type word (ATO, MP ...): the server blocks it at the ceiling. */
  marketType: boolean;
  types: readonly OrderType[];
  onType: (type: OrderType) => void;
  onVolume: (volume: number) => void;
}

export function TicketFacts({
  sub,
  quote,
  side,
  price,
  marketType,
  types,
  onType,
  onVolume,
}: TicketFactsProps) {
  const { t } = useTranslation('trading');
  const { tradingBase } = useAppConfig();
  const future = quote.kind === 'future';
  // Futures: opening a short needs margin as a long does, so both sides read purchase power.
  const byPower = side === 'B' || future;
  const power = useQuery({
    ...purchasePowerQuery(
      tradingBase,
      sub,
      quote.symbol,
      price ?? (marketType ? quote.ceiling : (quote.last ?? quote.ref)),
    ),
    enabled: byPower,
  }).data;
  const stocks = useQuery({ ...stockBalanceQuery(tradingBase, sub), enabled: !byPower }).data;
  const sellable = stocks?.find((row) => row.symbol === quote.symbol)?.available ?? 0;
  const max = byPower ? (power?.maxVolume ?? 0) : sellable;
  const show = (value: number) => formatScreenPrice(value, quote.kind);
  const volume = (value: number) => (future ? formatInteger(value) : formatVolume(value, 1));
  return (
    <div className={styles.facts} data-testid="ticket-facts">
      <p className={styles.band} data-testid="ticket-band">
        <span>
          {t('ticket.ceiling')} <b className={styles.ceilingText}>{show(quote.ceiling)}</b>
        </span>
        <span>
          {t('ticket.floor')} <b className={styles.floorText}>{show(quote.floor)}</b>
        </span>
        <span>
          {t('ticket.ref')} <b className={styles.refText}>{show(quote.ref)}</b>
        </span>
      </p>
      <div className={styles.types} data-testid="ticket-types" aria-label={t('ticket.types')}>
        {types.length === 0 && <span className={styles.muted}>{t('ticket.noTypes')}</span>}
        {types.map((type) => (
          <button key={type} type="button" className={styles.chip} onClick={() => onType(type)}>
            {type}
          </button>
        ))}
      </div>
      {byPower && power && (
        <p className={styles.muted} data-testid="ticket-power">
          {isMarginSubAccount(sub) ? (
            <>
              {t('ticket.power')}{' '}
              <b data-testid="ticket-power-margin">{formatInteger(power.purchasePower)}</b> ·{' '}
              {t('ticket.powerCash')}{' '}
              <b data-testid="ticket-power-cash">{formatInteger(power.cashAvailable)}</b>
            </>
          ) : (
            <>
              {t('ticket.powerPlain')}{' '}
              <b data-testid="ticket-power-cash">{formatInteger(power.purchasePower)}</b>
            </>
          )}
        </p>
      )}
      <p className={styles.muted}>
        {byPower ? t('ticket.maxVolume') : t('ticket.sellable')}{' '}
        <b data-testid={byPower ? 'ticket-max-volume' : 'ticket-sellable'}>{volume(max)}</b>
      </p>
      <div className={styles.types} aria-label={t('ticket.quickVolume')}>
        {QUICK_VOLUME_PERCENTS.map((percent) => {
          const value = quickVolume(max, percent, quote.kind);
          return (
            <button
              key={percent}
              type="button"
              className={styles.chip}
              disabled={value === 0}
              onClick={() => onVolume(value)}
              data-testid={`ticket-quick-${percent}`}
            >
              {percent}%
            </button>
          );
        })}
      </div>
    </div>
  );
}
