// The stock detail's tables scroll sideways on a phone: a keyboard must be able to reach and scroll
// them (axe: scrollable-region-focusable, serious, at 390 px).
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { DataTable } from './data-table';
import { StatementTable } from './statement-table';

describe('stock detail tables', () => {
  it('puts a row table in a focusable scroll box', () => {
    render(
      <DataTable
        columns={[{ key: 'a', header: 'A', cell: (row: { a: string }) => row.a, text: true }]}
        rows={[{ a: 'x' }]}
        rowKey={(row) => row.a}
        testId="rows"
      />,
    );
    expect(screen.getByTestId('rows').parentElement!.tabIndex).toBe(0);
  });

  it('puts a statement in a focusable scroll box', () => {
    render(
      <StatementTable periods={[{ period: '2026Q3', revenue: 1 }]} lines={['revenue']} totals={new Set()} />,
    );
    expect(screen.getByTestId('statement-table').parentElement!.tabIndex).toBe(0);
  });
});
