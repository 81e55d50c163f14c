// The rows of the index table: every index with its value, change and percent change. Loaded after
// the page's first paint (top-index-table.tsx).
import { changeColour, formatChange, formatIndexPoints, formatPercent, indexName } from '@sen/market';
import { clsx } from 'clsx';
import { useIndexes } from '../hooks/use-index';
import styles from './panel.module.css';

export function IndexRows() {
  const indexes = useIndexes();
  return (
    <tbody>
      {indexes.map((index) => {
        const colour = `price-${changeColour(index.change)}`;
        return (
          <tr key={index.code}>
            <td className={styles.label}>{indexName(index.code)}</td>
            <td className={clsx('num', colour)}>{formatIndexPoints(index.value)}</td>
            <td className={clsx('num', colour)}>{formatChange(Math.round(index.change * 1000))}</td>
            <td className={clsx('num', colour)}>{formatPercent(index.changePct)}</td>
          </tr>
        );
      })}
    </tbody>
  );
}
