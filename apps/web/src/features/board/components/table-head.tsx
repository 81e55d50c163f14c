// The two-row header of a quote board: groups (bid, match, ask, foreign ...) above their
// columns; each column is a real header cell (role columnheader, aria-sort on the sorted one)
// holding the button that sorts by it (first descending, then alternating). On a phone a column's
// button is a 40 px target (board.module.css): one under a group label also takes the label's height.
import { clsx } from 'clsx';
import { useId, useMemo } from 'react';
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
  const groupId = useId();
  // Translated once per columns and language, not on every sort.
  const { spans, labels, groupLabels } = useMemo(() => {
    const found = groupSpans(columns);
    return {
      spans: found,
      labels: columns.map((column) => t(`columns.${column.label}`)),
      groupLabels: found.map((span) => t(`groups.${span.group}`)),
    };
  }, [columns, t]);
  const groupOf = (index: number) => spans.findIndex((span) => index >= span.from && index < span.to);
  return (
    <div role="row" aria-rowindex={1} className={styles.head} style={{ gridTemplateColumns: template }}>
      {/* The group labels describe their columns (aria-describedby); they are not columns. */}
      {spans.map((span, index) => (
        <div
          key={`${span.group}-${span.from}`}
          id={`${groupId}-${index}`}
          aria-hidden="true"
          className={styles.headGroup}
          style={{ gridColumn: `${span.from + 1} / ${span.to + 1}`, gridRow: 1 }}
        >
          {groupLabels[index]}
        </div>
      ))}
      {columns.map((column, index) => {
        const sorted = sort?.column === column.id ? sort.direction : undefined;
        const group = groupOf(index);
        return (
          <div
            key={column.id}
            role="columnheader"
            aria-sort={sorted === 'desc' ? 'descending' : sorted === 'asc' ? 'ascending' : 'none'}
            aria-describedby={group >= 0 ? `${groupId}-${group}` : undefined}
            className={clsx(styles.headCell, group >= 0 && styles.headCellGrouped)}
            data-col={column.id}
            style={{ gridColumn: index + 1, gridRow: column.group === 'none' ? '1 / span 2' : 2 }}
          >
            <button type="button" className={styles.sortButton} onClick={() => onSort(column.id)}>
              {labels[index]}
              {sorted && (
                <span className={styles.sortMark} aria-hidden="true">
                  {sorted === 'desc' ? '▼' : '▲'}
                </span>
              )}
            </button>
          </div>
        );
      })}
    </div>
  );
}
