// The three best bids and asks of the ticket's symbol beside the form; a click on a price (or
// Enter on it) puts that price in the ticket. Each price is coloured as on the board (spec §3):
// against the day's reference, ceiling and floor, not by its side.
import { formatInteger, formatScreenPrice, formatVolume, priceColour } from '@sen/market';
import type { DepthLevel, Quote } from '@sen/protocol';
import { useTranslation } from 'react-i18next';
import styles from './trading.module.css';

export function TicketDepth({ quote, onPrice }: { quote: Quote; onPrice: (price: number) => void }) {
  const { t } = useTranslation('trading');
  const volume = (value: number) => (quote.kind === 'future' ? formatInteger(value) : formatVolume(value));
  const rows = [0, 1, 2].map((i) => ({ bid: quote.bids[i], ask: quote.asks[i] }));
  const cell = (level: DepthLevel | undefined, side: 'bid' | 'ask', i: number) => {
    const price = level?.price;
    if (typeof price !== 'number') return price ?? null;
    const colour = priceColour({ price, ref: quote.ref, ceiling: quote.ceiling, floor: quote.floor });
    return (
      <button
        type="button"
        className={`${styles.depthPrice} price-${colour}`}
        onClick={() => onPrice(price)}
        data-testid={`ticket-depth-${side}-${i + 1}`}
      >
        {formatScreenPrice(price, quote.kind)}
      </button>
    );
  };
  return (
    <table className={styles.depth} data-testid="ticket-depth">
      <caption className={styles.muted}>{t('ticket.depth')}</caption>
      <thead>
        <tr>
          <th>{t('ticket.bidVolume')}</th>
          <th>{t('ticket.bid')}</th>
          <th>{t('ticket.ask')}</th>
          <th>{t('ticket.askVolume')}</th>
        </tr>
      </thead>
      <tbody>
        {rows.map(({ bid, ask }, i) => (
          <tr key={i}>
            <td>{bid ? volume(bid.volume) : ''}</td>
            <td>{cell(bid, 'bid', i)}</td>
            <td>{cell(ask, 'ask', i)}</td>
            <td>{ask ? volume(ask.volume) : ''}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
