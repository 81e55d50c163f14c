// Profile documents: the legal representative, the management and the major shareholders.
import { formatInteger, formatPercent } from '@sen/market';
import type { Management } from '@sen/protocol';
import { useTranslation } from 'react-i18next';
import { useManagement } from '../api/management';
import { useLanguage } from '../hooks/use-language';
import { formatDay } from '../lib/format-day';
import { DataTable, type Column } from './data-table';
import { Panel } from './panel';
import { SectionStatus } from './section-status';
import styles from './stock-detail.module.css';
import table from './table.module.css';

type Person = Management['management'][number];
type Holder = Management['shareholders'][number];

export function ProfileSection({ symbol }: { symbol: string }) {
  const { t } = useTranslation('stock-detail');
  const language = useLanguage();
  const query = useManagement(symbol);
  const people: Column<Person>[] = [
    { key: 'name', header: t('profile.name'), text: true, cell: (person) => person.name },
    {
      key: 'position',
      header: t('profile.position'),
      text: true,
      cell: (person) => person.position[language],
    },
    { key: 'since', header: t('profile.since'), cell: (person) => formatDay(person.since, language) },
    { key: 'shares', header: t('profile.shares'), cell: (person) => formatInteger(person.shares) },
  ];
  const holders: Column<Holder>[] = [
    { key: 'name', header: t('profile.name'), text: true, cell: (holder) => holder.name },
    {
      key: 'kind',
      header: t('profile.kind'),
      text: true,
      cell: (holder) => t(`profile.kinds.${holder.kind}`),
    },
    { key: 'shares', header: t('profile.shares'), cell: (holder) => formatInteger(holder.shares) },
    {
      key: 'ratio',
      header: t('profile.ratio'),
      cell: (holder) => formatPercent(holder.ratio * 100).replace('+', ''),
    },
    { key: 'asOf', header: t('profile.asOf'), cell: (holder) => formatDay(holder.asOf, language) },
  ];
  return (
    <SectionStatus query={query} label={t('sections.profile')}>
      {(data) => (
        <div className={styles.grid}>
          <div className={styles.column}>
            <Panel title={t('profile.legal')} testId="legal-panel">
              <dl className={table.facts}>
                <dt>{t('profile.name')}</dt>
                <dd>{data.legalRepresentative.name}</dd>
                <dt>{t('profile.position')}</dt>
                <dd>{data.legalRepresentative.position[language]}</dd>
                <dt>{t('profile.since')}</dt>
                <dd>{formatDay(data.legalRepresentative.since, language)}</dd>
                <dt>{t('profile.shares')}</dt>
                <dd>{formatInteger(data.legalRepresentative.shares)}</dd>
              </dl>
            </Panel>
            <Panel title={t('profile.management')} testId="management-panel">
              <DataTable
                columns={people}
                rows={data.management}
                rowKey={(person) => `${person.name}-${person.position.en}`}
              />
            </Panel>
          </div>
          <Panel title={t('profile.shareholders')} testId="shareholders-panel">
            <DataTable
              columns={holders}
              rows={data.shareholders}
              rowKey={(holder) => holder.name}
              testId="shareholders-table"
            />
          </Panel>
        </div>
      )}
    </SectionStatus>
  );
}
