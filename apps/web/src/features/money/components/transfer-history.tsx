// The history of internal transfers (cash or shares) under their form: each row's date, from and
// to sub-accounts and status around what was moved (the amount and note, or the symbol and volume).
import { formatDate } from '@sen/market';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useSettings } from '@/shared/settings/use-settings';
import dataStyles from '@/shared/ui/data.module.css';
import type { DateRange } from '@/shared/lib/date-range';
import { HistorySection } from './history-section';

interface Transfer {
  id: number;
  businessDate: string;
  from: string;
  to: string;
  status: string;
}

export function TransferHistory<T extends Transfer>({
  history,
  testId,
  movedHead,
  moved,
}: {
  history: { range: DateRange; setRange: (range: DateRange) => void; data: readonly T[] | undefined };
  testId: string;
  movedHead: ReactNode;
  moved: (transfer: T) => ReactNode;
}) {
  const { t } = useTranslation('money');
  const lang = useSettings((s) => s.lang);
  return (
    <HistorySection
      history={history}
      testId={testId}
      head={
        <>
          <th>{t('cashTransfer.date')}</th>
          <th className={dataStyles.text}>{t('cashTransfer.fromTo')}</th>
          {movedHead}
          <th className={dataStyles.text}>{t('statusTitle')}</th>
        </>
      }
    >
      {history.data?.map((r) => (
        <tr key={r.id}>
          <td>{formatDate(r.businessDate, lang)}</td>
          <td className={dataStyles.text}>
            {r.from} → {r.to}
          </td>
          {moved(r)}
          <td className={dataStyles.text}>{t(`status.${r.status}` as never)}</td>
        </tr>
      ))}
    </HistorySection>
  );
}
