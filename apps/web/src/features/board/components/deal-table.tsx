// One table of the negotiated-trade screen: no., symbol, price, volume, value (and time for matches).
import { formatBillions, formatPrice, formatVolume } from '@sen/market';
import type { NegotiatedDeal } from '@sen/protocol';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import styles from './deals.module.css';

interface DealTableProps {
  title: string;
  deals: readonly NegotiatedDeal[];
  withTime: boolean;
  testId: string;
}

export function DealTable({ title, deals, withTime, testId }: DealTableProps) {
  const { t } = useTranslation('board');
  const titleId = useId();
  return (
    <section className={styles.panel} data-testid={testId}>
      <h3 id={titleId} className={styles.title}>
        {title}
      </h3>
      {/* Focusable, so a keyboard can scroll it (axe: scrollable-region-focusable). */}
      <div className={styles.scroll} tabIndex={0} role="region" aria-labelledby={titleId}>
        <table className={styles.table}>
          <thead>
            <tr>
              <th>{t('negotiated.no')}</th>
              <th>{t('negotiated.symbol')}</th>
              <th>{t('negotiated.price')}</th>
              <th>{t('negotiated.volume')}</th>
              <th>{t('negotiated.value')}</th>
              {withTime && <th>{t('negotiated.time')}</th>}
            </tr>
          </thead>
          <tbody>
            {deals.map((deal, index) => (
              <tr key={`${deal.time}-${deal.symbol}-${deals.length - index}`} data-symbol={deal.symbol}>
                <td>{deals.length - index}</td>
                <td className={styles.symbol}>{deal.symbol}</td>
                <td>{formatPrice(deal.price)}</td>
                <td>{formatVolume(deal.volume, 1)}</td>
                <td>{formatBillions(deal.value)}</td>
                {withTime && <td>{deal.time}</td>}
              </tr>
            ))}
          </tbody>
        </table>
        {deals.length === 0 && <p className={styles.empty}>{t('negotiated.empty')}</p>}
      </div>
    </section>
  );
}
