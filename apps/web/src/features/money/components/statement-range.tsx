// The range of a statement and its CSV export (the statement shown, as a file).
import { useTranslation } from 'react-i18next';
import type { DateRange } from '@/shared/lib/date-range';
import { DateRangeForm } from '@/shared/ui/date-range-form';
import styles from './money.module.css';

export function StatementRange({
  statement,
  onExport,
}: {
  statement: { range: DateRange; setRange: (range: DateRange) => void; data: unknown };
  onExport: () => void;
}) {
  const { t } = useTranslation('money');
  return (
    <DateRangeForm value={statement.range} onChange={statement.setRange}>
      <button
        type="button"
        className={styles.primary}
        onClick={onExport}
        disabled={!statement.data}
        data-testid="csv-export"
      >
        {t('statement.csv')}
      </button>
    </DateRangeForm>
  );
}
