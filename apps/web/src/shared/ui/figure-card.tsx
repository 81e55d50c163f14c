// One figure of a private-area screen (assets, money, transfers, margin debt): its label over its
// value, in the shared cards grid.
import dataStyles from './data.module.css';

export function FigureCard({ label, value, testId }: { label: string; value: string; testId?: string }) {
  return (
    <div className={dataStyles.card}>
      <span className={dataStyles.cardLabel}>{label}</span>
      <span className={dataStyles.cardValue} data-testid={testId}>
        {value}
      </span>
    </div>
  );
}
