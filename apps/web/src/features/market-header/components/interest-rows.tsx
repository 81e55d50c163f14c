// The rows of the top-interest table: the ten stocks investors watch most, coloured green, red or
// neutral. Loaded after the page's first paint (top-interest.tsx), with their request.
import { formatChange, formatPercent, formatPrice } from '@sen/market';
import { thousandVndToVnd, topInterestColour } from '@sen/protocol';
import { clsx } from 'clsx';
import { useTopInterest } from '../api/top-interest';
import styles from './panel.module.css';

export function InterestRows() {
  const { data } = useTopInterest();
  return (
    <tbody>
      {(data ?? []).map((row) => {
        const colour = `price-${topInterestColour(row.COLOR)}`;
        return (
          <tr key={row.NAME} className={colour}>
            <td className={clsx(styles.label, colour)}>{row.NAME}</td>
            <td className="num">{formatPrice(thousandVndToVnd(row.LAST_POINT))}</td>
            <td className="num">{formatChange(thousandVndToVnd(row.CHANGE))}</td>
            <td className="num">{formatPercent(row.PERCENT_CHANGE)}</td>
          </tr>
        );
      })}
    </tbody>
  );
}
