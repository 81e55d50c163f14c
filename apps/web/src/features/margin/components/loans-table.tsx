// The margin sub-account's loans, oldest first: principal, what is left of it, due date and status.
import { formatDate, formatInteger } from '@sen/market';
import type { MarginLoan } from '@sen/protocol';
import { useTranslation } from 'react-i18next';
import { useSettings } from '@/shared/settings/use-settings';
import dataStyles from '@/shared/ui/data.module.css';
import { TableScroll } from '@/shared/ui/table-scroll';

export function LoansTable({ loans }: { loans: readonly MarginLoan[] }) {
  const { t } = useTranslation('margin');
  const language = useSettings((s) => s.lang);
  if (loans.length === 0) return <p className={dataStyles.empty}>{t('loan.none')}</p>;
  // Seven columns are wider than a phone: the table scrolls in its own region.
  return (
    <TableScroll label={t('loans')}>
      <table className={dataStyles.table} data-testid="margin-loans">
        <thead>
          <tr>
            <th>{t('loan.symbol')}</th>
            <th>{t('loan.orderNo')}</th>
            <th>{t('loan.tradeDate')}</th>
            <th>{t('loan.dueDate')}</th>
            <th>{t('loan.principal')}</th>
            <th>{t('loan.outstanding')}</th>
            <th>{t('loan.status')}</th>
          </tr>
        </thead>
        <tbody>
          {loans.map((loan) => (
            <tr key={loan.loanId} data-loan={loan.loanId} data-status={loan.status}>
              <td>{loan.symbol}</td>
              <td>{loan.orderNo}</td>
              <td>{formatDate(`${loan.tradeDate}T12:00:00+07:00`, language)}</td>
              <td>{formatDate(`${loan.dueDate}T12:00:00+07:00`, language)}</td>
              <td data-testid="loan-principal">{formatInteger(loan.principal)}</td>
              <td data-testid="loan-outstanding">{formatInteger(loan.outstanding)}</td>
              <td>{t(`loanStatus.${loan.status}`)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </TableScroll>
  );
}
