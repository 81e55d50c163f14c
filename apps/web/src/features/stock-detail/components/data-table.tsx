// A dense table of rows: each column names its header, how a row renders in it, and whether
// it holds text (left) or a figure (right).
import { clsx } from 'clsx';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import styles from './table.module.css';

export interface Column<R> {
  key: string;
  header: ReactNode;
  cell: (row: R) => ReactNode;
  text?: boolean;
  className?: (row: R) => string | undefined;
}

interface Props<R> {
  columns: readonly Column<R>[];
  rows: readonly R[];
  rowKey: (row: R) => string;
  testId?: string;
  onRowClick?: (row: R) => void;
}

export function DataTable<R>({ columns, rows, rowKey, testId, onRowClick }: Props<R>) {
  const { t } = useTranslation('stock-detail');
  if (rows.length === 0) return <p className={styles.empty}>{t('state.empty')}</p>;
  return (
    // Focusable, so a keyboard can scroll a table wider than a phone (axe: scrollable-region-focusable).
    <div className={styles.scroll} tabIndex={0}>
      <table className={styles.table} data-testid={testId}>
        <thead>
          <tr>
            {columns.map((column) => (
              <th key={column.key} className={clsx(column.text && styles.text)}>
                {column.header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr
              key={rowKey(row)}
              onClick={onRowClick ? () => onRowClick(row) : undefined}
              style={onRowClick ? { cursor: 'pointer' } : undefined}
            >
              {columns.map((column) => (
                <td key={column.key} className={clsx(column.text && styles.text, column.className?.(row))}>
                  {column.cell(row)}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
