// The ticket's purchase power for a buy: with margin (cash plus what may be borrowed for this
// symbol at this price, the figure the server's pre-trade check uses) and without (the cash), and
// the largest volume it buys. The server computes all three (PurchasePower p2 symbol, p3 price).
import { formatInteger, formatVolume } from '@sen/market';
import { purchasePowerCommand } from '@sen/protocol';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useAppConfig } from '@/shared/config/config-query';
import { callTrading } from '@/shared/session/trading-call';
import styles from './trading.module.css';

export function TicketPower({
  sub,
  symbol,
  price,
}: {
  sub: string;
  symbol: string;
  price: number | undefined;
}) {
  const { t } = useTranslation('trading');
  const { tradingBase } = useAppConfig();
  const valid = /^[A-Z0-9]{3,20}$/.test(symbol);
  const power = useQuery({
    queryKey: ['purchasePower', sub, symbol, price],
    queryFn: () => callTrading(tradingBase, purchasePowerCommand, { p1: sub, p2: symbol, p3: price }),
    enabled: valid,
    refetchInterval: 5_000,
  }).data;
  if (!power) return null;
  return (
    <p className={styles.muted} data-testid="ticket-power">
      {t('ticket.power')} <b data-testid="ticket-power-margin">{formatInteger(power.purchasePower)}</b> ·{' '}
      {t('ticket.powerCash')} <b data-testid="ticket-power-cash">{formatInteger(power.cashAvailable)}</b>
      {price !== undefined && (
        <>
          {' '}
          · {t('ticket.maxVolume')} <b data-testid="ticket-max-volume">{formatVolume(power.maxVolume, 1)}</b>
        </>
      )}
    </p>
  );
}
