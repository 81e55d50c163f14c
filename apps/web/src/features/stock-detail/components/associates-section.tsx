// Associates: subsidiaries and associated companies with their capital and the ownership held.
import { formatBillions, formatPercent } from '@sen/market';
import type { Associates } from '@sen/protocol';
import { useTranslation } from 'react-i18next';
import { useAssociates } from '../api/associates';
import { DataTable, type Column } from './data-table';
import { Panel } from './panel';
import { SectionStatus } from './section-status';

type Associate = Associates['associates'][number];

export function AssociatesSection({ symbol }: { symbol: string }) {
  const { t } = useTranslation('stock-detail');
  const query = useAssociates(symbol);
  const columns: Column<Associate>[] = [
    { key: 'name', header: t('associates.name'), text: true, cell: (row) => row.name },
    {
      key: 'relation',
      header: t('associates.relation'),
      text: true,
      cell: (row) => t(`associates.relations.${row.relation}`),
    },
    {
      key: 'capital',
      header: t('associates.charterCapital'),
      cell: (row) => formatBillions(row.charterCapital),
    },
    {
      key: 'ownership',
      header: t('associates.ownership'),
      cell: (row) => formatPercent(row.ownership * 100).replace('+', ''),
    },
  ];
  return (
    <Panel title={t('sections.associates')} testId="associates-panel">
      <SectionStatus query={query} label={t('sections.associates')}>
        {(data) => (
          <DataTable
            columns={columns}
            rows={data.associates}
            rowKey={(row) => row.name}
            testId="associates-table"
          />
        )}
      </SectionStatus>
    </Panel>
  );
}
