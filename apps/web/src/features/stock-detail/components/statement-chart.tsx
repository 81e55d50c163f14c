// Grouped bars of a statement's main lines by period (VND billions), drawn as SVG: a few bars
// per period need no charting library, and the figures stay readable in both themes.
import { formatBillions, periodLabel } from '@sen/market';
import { useTranslation } from 'react-i18next';
import styles from './statement-chart.module.css';

type Period = { period: string } & Record<string, unknown>;

const WIDTH = 600;
const HEIGHT = 150;
const AXIS = 18;
const TOP = 8;
const LEFT = 54;
const SERIES_CLASS = [styles.s0, styles.s1, styles.s2];

export function StatementChart({ periods, lines }: { periods: readonly Period[]; lines: readonly string[] }) {
  const { t } = useTranslation('stock-detail');
  const value = (period: Period, line: string) =>
    typeof period[line] === 'number' ? (period[line] as number) : 0;
  const all = periods.flatMap((period) => lines.map((line) => value(period, line)));
  const max = Math.max(0, ...all);
  const min = Math.min(0, ...all);
  const span = max - min || 1;
  const plot = HEIGHT - AXIS - TOP;
  const y = (v: number) => TOP + ((max - v) / span) * plot;
  const slot = (WIDTH - LEFT) / Math.max(1, periods.length);
  const bar = (slot * 0.7) / lines.length;
  return (
    <figure className={styles.figure}>
      <svg
        viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
        className={styles.svg}
        role="img"
        aria-label={lines
          .map((line) => t(`financials.lines.${line}` as 'financials.lines.revenue'))
          .join(', ')}
        data-testid="statement-chart"
      >
        {[max, (max + min) / 2, min].map((tick) => (
          <g key={tick}>
            <line x1={LEFT} x2={WIDTH} y1={y(tick)} y2={y(tick)} className={styles.grid} />
            <text x={LEFT - 4} y={y(tick) + 3} className={styles.tick} textAnchor="end">
              {formatBillions(tick)}
            </text>
          </g>
        ))}
        {periods.map((period, p) => (
          <g key={period.period}>
            {lines.map((line, l) => {
              const v = value(period, line);
              return (
                <rect
                  key={line}
                  x={LEFT + p * slot + slot * 0.15 + l * bar}
                  y={y(Math.max(v, 0))}
                  width={bar - 1}
                  height={Math.max(1, Math.abs(y(v) - y(0)))}
                  className={SERIES_CLASS[l]}
                />
              );
            })}
            <text x={LEFT + p * slot + slot / 2} y={HEIGHT - 4} className={styles.tick} textAnchor="middle">
              {periodLabel(period.period)}
            </text>
          </g>
        ))}
      </svg>
      <figcaption className={styles.legend}>
        {lines.map((line, l) => (
          <span key={line}>
            <i className={SERIES_CLASS[l]} /> {t(`financials.lines.${line}` as 'financials.lines.revenue')}
          </span>
        ))}
      </figcaption>
    </figure>
  );
}
