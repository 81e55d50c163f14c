// Line items of a statement by period, oldest period left: money in VND billions, EPS in VND.
import { formatBillions, formatInteger, periodLabel } from '@sen/market';
import { clsx } from 'clsx';
import { useTranslation } from 'react-i18next';
import styles from './table.module.css';

type Period = { period: string } & Record<string, unknown>;

interface Props {
  periods: readonly Period[];
  lines: readonly string[];
  totals: ReadonlySet<string>;
}

export function StatementTable({ periods, lines, totals }: Props) {
  const { t } = useTranslation('stock-detail');
  const cell = (line: string, value: unknown) =>
    typeof value !== 'number' ? '-' : line === 'eps' ? formatInteger(value) : formatBillions(value);
  return (
    // Focusable, so a keyboard can scroll a table wider than a phone (axe: scrollable-region-focusable).
    <div className={styles.scroll} tabIndex={0}>
      <table className={styles.table} data-testid="statement-table">
        <thead>
          <tr>
            <th className={styles.text}>{t('financials.item')}</th>
            {periods.map((period) => (
              <th key={period.period}>{periodLabel(period.period)}</th>
            ))}
          </tr>
        </thead>
        <tbody>
          {lines.map((line) => (
            <tr key={line} className={clsx(totals.has(line) && styles.strong)}>
              <td className={styles.text}>{t(`financials.lines.${line}` as 'financials.lines.revenue')}</td>
              {periods.map((period) => (
                <td
                  key={period.period}
                  className={clsx(
                    typeof period[line] === 'number' && (period[line] as number) < 0 && styles.d,
                  )}
                >
                  {cell(line, period[line])}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
