// One figure of a money screen: its label and value.
import styles from './money.module.css';

export function Card({ label, value, testId }: { label: string; value: string; testId?: string }) {
  return (
    <div className={styles.card}>
      <span className={styles.cardLabel}>{label}</span>
      <span className={styles.cardValue} data-testid={testId}>
        {value}
      </span>
    </div>
  );
}
