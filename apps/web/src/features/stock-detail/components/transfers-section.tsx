// Insider transfers: registrations of insiders and related people and their results, paged
// back through the history.
import { formatVolume } from '@sen/market';
import type { TransfersPage } from '@sen/protocol';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { TRANSFERS_PAGE_SIZE, useTransfers } from '../api/transfers';
import { useLanguage } from '../hooks/use-language';
import { formatDay } from '../lib/format-day';
import { DataTable, type Column } from './data-table';
import { Pager } from './pager';
import { Panel } from './panel';
import { SectionStatus } from './section-status';
import table from './table.module.css';

type Transfer = TransfersPage['items'][number];

export function TransfersSection({ symbol }: { symbol: string }) {
  const { t } = useTranslation('stock-detail');
  const language = useLanguage();
  const [page, setPage] = useState(1);
  const query = useTransfers(symbol, page);
  const shares = (value: number) => formatVolume(value, 1);
  const columns: Column<Transfer>[] = [
    { key: 'name', header: t('transfers.name'), text: true, cell: (row) => row.name },
    { key: 'position', header: t('transfers.position'), text: true, cell: (row) => row.position[language] },
    {
      key: 'side',
      header: t('transfers.side'),
      text: true,
      cell: (row) => t(`transfers.sides.${row.side}`),
      className: (row) => (row.side === 'buy' ? table.i : table.d),
    },
    { key: 'registered', header: t('transfers.registered'), cell: (row) => shares(row.registeredVolume) },
    { key: 'executed', header: t('transfers.executed'), cell: (row) => shares(row.executedVolume) },
    { key: 'before', header: t('transfers.before'), cell: (row) => shares(row.before) },
    { key: 'after', header: t('transfers.after'), cell: (row) => shares(row.after) },
    {
      key: 'period',
      header: t('transfers.period'),
      cell: (row) => `${formatDay(row.from, language)} - ${formatDay(row.to, language)}`,
    },
    {
      key: 'status',
      header: t('transfers.status'),
      text: true,
      cell: (row) => t(`transfers.statuses.${row.status}`),
    },
  ];
  const pager = query.data ? (
    <Pager page={page} size={TRANSFERS_PAGE_SIZE} total={query.data.total} onPage={setPage} />
  ) : null;
  return (
    <Panel title={t('sections.transfers')} tools={pager} testId="transfers-panel">
      <SectionStatus query={query} label={t('sections.transfers')}>
        {(data) => (
          <DataTable columns={columns} rows={data.items} rowKey={(row) => row.id} testId="transfers-table" />
        )}
      </SectionStatus>
    </Panel>
  );
}
