// The depth of one symbol, shown by a tap on a row of the compact board (phones): the three best
// bids and asks, the last match, and Buy/Sell buttons that open the order ticket (or the login).
import type { Quote } from '@sen/protocol';
import { useTranslation } from 'react-i18next';
import { Dialog } from '@/shared/ui/dialog';
import { useQuote } from '../hooks/use-quote';
import {
  changeCell,
  levelPriceCell,
  levelVolumeCell,
  priceCell,
  type CellContext,
  type CellView,
} from '../lib/cell-view';
import { orderAt } from '../lib/order-from-cell';
import styles from './board.module.css';

const LEVELS = [0, 1, 2];

function Cell({ view, testId }: { view: CellView; testId?: string }) {
  return (
    <td className={view.colour ? styles[view.colour] : undefined} data-testid={testId}>
      {view.text}
    </td>
  );
}

const priceOf = (quote: Quote | undefined, side: 'bids' | 'asks') => {
  const price = quote?.[side][0]?.price;
  return typeof price === 'number' ? price : (quote?.last ?? null);
};

export function DepthSheet({
  symbol,
  ctx,
  onClose,
}: {
  symbol: string;
  ctx: CellContext;
  onClose: () => void;
}) {
  const { t } = useTranslation('board');
  const quote = useQuote(symbol);
  const order = (side: 'BUY' | 'SELL') => {
    onClose();
    orderAt(symbol, side, priceOf(quote, side === 'BUY' ? 'asks' : 'bids'));
  };
  return (
    <Dialog
      title={t('depth.title', { symbol })}
      closeLabel={t('depth.close')}
      onClose={onClose}
      testId="depth-sheet"
    >
      {quote && (
        <p className={styles.depthLast}>
          {t('depth.last', {
            price: priceCell(quote, quote.last, ctx).text,
            change: changeCell(quote, ctx).text,
          })}
        </p>
      )}
      <table className={styles.depthTable}>
        <thead>
          <tr>
            <th scope="col">{t('depth.bidVolume')}</th>
            <th scope="col">{t('depth.bidPrice')}</th>
            <th scope="col">{t('depth.askPrice')}</th>
            <th scope="col">{t('depth.askVolume')}</th>
          </tr>
        </thead>
        <tbody>
          {quote &&
            LEVELS.map((index) => (
              <tr key={index}>
                <Cell view={levelVolumeCell(quote, quote.bids[index], ctx)} />
                <Cell
                  view={levelPriceCell(quote, quote.bids[index], ctx)}
                  testId={`depth-bid-${index + 1}`}
                />
                <Cell
                  view={levelPriceCell(quote, quote.asks[index], ctx)}
                  testId={`depth-ask-${index + 1}`}
                />
                <Cell view={levelVolumeCell(quote, quote.asks[index], ctx)} />
              </tr>
            ))}
        </tbody>
      </table>
      <div className={styles.depthActions}>
        <button
          type="button"
          className={styles.depthBuy}
          onClick={() => order('BUY')}
          data-testid="depth-buy"
        >
          {t('depth.buy')}
        </button>
        <button
          type="button"
          className={styles.depthSell}
          onClick={() => order('SELL')}
          data-testid="depth-sell"
        >
          {t('depth.sell')}
        </button>
      </div>
    </Dialog>
  );
}
