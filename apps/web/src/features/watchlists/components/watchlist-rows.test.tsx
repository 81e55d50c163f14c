// The drag-and-drop rows of a watchlist board: dnd-kit's screen-reader live region and instructions
// stay out of the board's grid (a grid holds rows only; axe: aria-required-children, critical) and
// speak the user's language.
import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { i18n } from '@/shared/i18n/i18n';
import { SortableRow, SortableRows, WatchlistRowsScope } from './watchlist-rows';

function renderRows() {
  return render(
    <div role="grid" data-testid="grid">
      <WatchlistRowsScope listId="mac-dinh">
        <SortableRows order={['FPT', 'VNM']}>
          {['FPT', 'VNM'].map((symbol) => (
            <SortableRow
              key={symbol}
              symbol={symbol}
              className=""
              style={{}}
              manualOrder
              pinned={false}
              highlighted={false}
            >
              <span role="gridcell">{symbol}</span>
            </SortableRow>
          ))}
        </SortableRows>
      </WatchlistRowsScope>
    </div>,
  );
}

describe('watchlist rows', () => {
  afterEach(async () => {
    await act(() => i18n.changeLanguage('vi'));
  });

  it('keeps the drag live region and instructions out of the grid', () => {
    renderRows();
    const grid = screen.getByTestId('grid');
    expect(grid.querySelector('[role="status"]')).toBeNull();
    expect(grid.querySelector('[id^="DndDescribedBy"]')).toBeNull();
    expect(document.body.querySelector('[role="status"][aria-live]')).not.toBeNull();
    for (const child of grid.children) expect(child.getAttribute('role')).toBe('row');
  });

  it('tells the drag instructions in the chosen language', async () => {
    renderRows();
    const handle = screen.getByRole('button', { name: 'Kéo để sắp xếp FPT' });
    const instructions = () => document.getElementById(handle.getAttribute('aria-describedby')!)!.textContent;
    expect(instructions()).toContain('Để nhấc một mã');
    await act(() => i18n.changeLanguage('en'));
    expect(instructions()).toContain('To pick up a symbol');
  });
});
