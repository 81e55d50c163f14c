// Corporate events: dividends, bonus shares, AGMs and rights issues by ex-date, newest first.
import type { EventsPage } from '@sen/protocol';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useSession } from '@/shared/session/use-session';
import { EVENTS_PAGE_SIZE, useEvents } from '../api/events';
import { useLanguage } from '../hooks/use-language';
import { formatDay } from '../lib/format-day';
import { DataTable, type Column } from './data-table';
import { Pager } from './pager';
import { Panel } from './panel';
import { SectionStatus } from './section-status';

type Event = EventsPage['items'][number];

export function EventsSection({ symbol }: { symbol: string }) {
  const { t } = useTranslation('stock-detail');
  const language = useLanguage();
  const [page, setPage] = useState(1);
  const query = useEvents(symbol, page);
  const loggedIn = useSession((s) => s.token !== null);
  const recordDate = (event: Event) =>
    typeof event.recordDate === 'string' ? formatDay(event.recordDate, language) : '-';
  const columns: Column<Event>[] = [
    {
      key: 'exDate',
      header: t('events.date'),
      text: true,
      cell: (event) => formatDay(event.exDate, language),
    },
    { key: 'record', header: t('events.recordDate'), text: true, cell: recordDate },
    {
      key: 'kind',
      header: t('events.kind'),
      text: true,
      // Bonus shares are a stock dividend flagged `bonus` (cổ phiếu thưởng).
      cell: (event) => t(`events.kinds.${event.bonus === true ? 'bonus-shares' : event.kind}`),
    },
    { key: 'title', header: t('events.title'), text: true, cell: (event) => event.title[language] },
    ...(loggedIn
      ? [
          {
            key: 'mine',
            header: t('events.mine'),
            text: true,
            // The customer's entitlement to it (dividend, shares, rights) is on the rights screen.
            cell: (event: Event) =>
              event.kind === 'agm' ? '' : <Link to="/home/thuc-hien-quyen">{t('events.entitlement')}</Link>,
          } satisfies Column<Event>,
        ]
      : []),
  ];
  const pager = query.data ? (
    <Pager page={page} size={EVENTS_PAGE_SIZE} total={query.data.total} onPage={setPage} />
  ) : null;
  return (
    <Panel title={t('sections.events')} tools={pager} testId="events-panel">
      <SectionStatus query={query} label={t('sections.events')}>
        {(data) => (
          <DataTable columns={columns} rows={data.items} rowKey={(event) => event.id} testId="events-table" />
        )}
      </SectionStatus>
    </Panel>
  );
}
