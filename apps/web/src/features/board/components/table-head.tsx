// The two-row header of a quote board: groups (bid, match, ask, foreign ...) above their
// columns; a click on a column sorts by it (first descending, then alternating).
import { useTranslation } from 'react-i18next';
import type { Column } from '../lib/columns';
import type { SortState } from '../lib/sort-symbols';
import styles from './board.module.css';

interface TableHeadProps {
  columns: readonly Column[];
  template: string;
  sort: SortState | null;
  onSort: (column: string) => void;
}

interface GroupSpan {
  group: Column['group'];
  from: number;
  to: number;
}

function groupSpans(columns: readonly Column[]): GroupSpan[] {
  const spans: GroupSpan[] = [];
  columns.forEach((column, index) => {
    const last = spans.at(-1);
    if (column.group !== 'none' && last?.group === column.group && last.to === index) last.to = index + 1;
    else if (column.group !== 'none') spans.push({ group: column.group, from: index, to: index + 1 });
  });
  return spans;
}

export function TableHead({ columns, template, sort, onSort }: TableHeadProps) {
  const { t } = useTranslation('board');
  return (
    <div role="row" className={styles.head} style={{ gridTemplateColumns: template }}>
      {groupSpans(columns).map((span) => (
        <div
          key={`${span.group}-${span.from}`}
          className={styles.headGroup}
          style={{ gridColumn: `${span.from + 1} / ${span.to + 1}`, gridRow: 1 }}
        >
          {t(`groups.${span.group}`)}
        </div>
      ))}
      {columns.map((column, index) => {
        const sorted = sort?.column === column.id ? sort.direction : undefined;
        return (
          <button
            key={column.id}
            type="button"
            role="columnheader"
            aria-sort={sorted === 'desc' ? 'descending' : sorted === 'asc' ? 'ascending' : 'none'}
            className={styles.headCell}
            data-col={column.id}
            style={{ gridColumn: index + 1, gridRow: column.group === 'none' ? '1 / span 2' : 2 }}
            onClick={() => onSort(column.id)}
          >
            {t(`columns.${column.label}`)}
            {sorted && (
              <span className={styles.sortMark} aria-hidden="true">
                {sorted === 'desc' ? '▼' : '▲'}
              </span>
            )}
          </button>
        );
      })}
    </div>
  );
}
