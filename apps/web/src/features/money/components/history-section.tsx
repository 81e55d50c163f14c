// The history under a movement form (advances, cash and stock transfers): its heading, the date
// range, the table and "none" when the range holds nothing.
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import dataStyles from '@/shared/ui/data.module.css';
import type { DateRange } from '@/shared/lib/date-range';
import { DateRangeForm } from '@/shared/ui/date-range-form';
import { TableScroll } from '@/shared/ui/table-scroll';

export function HistorySection({
  history,
  testId,
  head,
  children,
}: {
  history: { range: DateRange; setRange: (range: DateRange) => void; data: readonly unknown[] | undefined };
  testId: string;
  head: ReactNode;
  children: ReactNode;
}) {
  const { t } = useTranslation('money');
  return (
    <>
      <h3 className={dataStyles.subtitle}>{t('history')}</h3>
      <DateRangeForm value={history.range} onChange={history.setRange} />
      <TableScroll label={t('history')}>
        <table className={dataStyles.table} data-testid={testId}>
          <thead>
            <tr>{head}</tr>
          </thead>
          <tbody>{children}</tbody>
        </table>
      </TableScroll>
      {history.data?.length === 0 && <p className={dataStyles.empty}>{t('none')}</p>}
    </>
  );
}
