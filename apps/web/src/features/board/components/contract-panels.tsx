// Panels of the selected futures contract: chart frame, sell-side and buy-side depth, match history.
import { formatChange, formatDerivativePrice, formatInteger } from '@sen/market';
import { colourOf, type DepthLevel } from '@sen/protocol';
import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense, useEffect, useId, useLayoutEffect, useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import { useAppConfig } from '@/shared/config/config-query';
import { Loading } from '@/shared/ui/loading';
import { fetchDerivativeTrades } from '../api/board-modes-api';
import { useDepth10 } from '../hooks/use-depth10';
import { useQuote } from '../hooks/use-quote';
import { boardFeed } from '../stores/board-feed';
import { matchHistory } from '../stores/match-history';
import deals from './deals.module.css';
import styles from './derivatives.module.css';

const ContractChart = lazy(() => import('./contract-chart'));

function DepthPanel({ symbol, side }: { symbol: string; side: 'bids' | 'asks' }) {
  const { t } = useTranslation('board');
  const quote = useQuote(symbol);
  const depth = useDepth10(symbol, side === 'asks' ? 'S' : 'B');
  // Ten levels once the snapshot or the stream has answered; the board's three until then.
  const levels: readonly DepthLevel[] = depth ?? quote?.[side] ?? [];
  const titleId = useId();
  return (
    <section
      className={deals.panel}
      data-testid={side === 'asks' ? 'depth-sell' : 'depth-buy'}
      data-levels={depth ? 10 : 3}
    >
      <h3 id={titleId} className={deals.title}>
        {t(side === 'asks' ? 'derivatives.sellSide' : 'derivatives.buySide')}
      </h3>
      {/* Focusable, so a keyboard can scroll it (axe: scrollable-region-focusable). */}
      <div className={deals.scroll} tabIndex={0} role="region" aria-labelledby={titleId}>
        <table className={deals.table}>
          <thead>
            <tr>
              <th>{t('derivatives.price')}</th>
              <th>{t('derivatives.volume')}</th>
            </tr>
          </thead>
          <tbody>
            {levels.map((level, index) => (
              <tr
                key={index}
                className={
                  quote && typeof level.price === 'number' ? deals[colourOf(quote, level.price)] : undefined
                }
              >
                <td>{typeof level.price === 'number' ? formatDerivativePrice(level.price) : level.price}</td>
                <td>{formatInteger(level.volume)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </section>
  );
}

function HistoryPanel({ symbol }: { symbol: string }) {
  const { t } = useTranslation('board');
  const quote = useQuote(symbol);
  const entries = useSyncExternalStore(matchHistory.subscribe, matchHistory.get, matchHistory.get);
  const titleId = useId();
  return (
    <section className={deals.panel} data-testid="match-history">
      <h3 id={titleId} className={deals.title}>
        {t('derivatives.history')}
      </h3>
      <div className={deals.scroll} tabIndex={0} role="region" aria-labelledby={titleId}>
        <table className={deals.table}>
          <thead>
            <tr>
              <th>{t('derivatives.time')}</th>
              <th>{t('derivatives.price')}</th>
              <th>{t('derivatives.volume')}</th>
              <th>{t('derivatives.change')}</th>
            </tr>
          </thead>
          <tbody>
            {entries.map((entry) => (
              <tr key={entry.seq} className={quote ? deals[colourOf(quote, entry.price)] : undefined}>
                <td>{entry.time}</td>
                <td>{formatDerivativePrice(entry.price)}</td>
                <td>{formatInteger(entry.volume)}</td>
                <td>{formatChange(entry.change, true)}</td>
              </tr>
            ))}
          </tbody>
        </table>
        {entries.length === 0 && <p className={deals.empty}>{t('derivatives.empty')}</p>}
      </div>
    </section>
  );
}

export function ContractPanels({ symbol }: { symbol: string }) {
  const { t } = useTranslation('board');
  const { boardBase } = useAppConfig();
  const trades = useQuery({
    queryKey: ['board', 'futures-trades', symbol, boardBase],
    queryFn: ({ signal }) => fetchDerivativeTrades(boardBase, symbol, signal),
    staleTime: 0,
    gcTime: 0,
  });
  // Before paint, so the previous contract's trades are never shown under this one.
  useLayoutEffect(() => matchHistory.select(symbol), [symbol]);
  useEffect(() => {
    if (trades.data) matchHistory.load(symbol, trades.data);
  }, [symbol, trades.data]);
  useEffect(
    () =>
      boardFeed.onEvent((event) => {
        if (event.type === 'trade') matchHistory.add(event.trade);
      }),
    [],
  );
  return (
    <div className={styles.panels}>
      <section className={deals.panel}>
        <h3 className={deals.title}>{t('derivatives.chart', { symbol })}</h3>
        <Suspense fallback={<Loading />}>
          <ContractChart symbol={symbol} />
        </Suspense>
      </section>
      <DepthPanel symbol={symbol} side="asks" />
      <DepthPanel symbol={symbol} side="bids" />
      <HistoryPanel symbol={symbol} />
    </div>
  );
}
