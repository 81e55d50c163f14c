// The drag-and-drop rows of a watchlist board: dnd-kit's screen-reader live region and instructions
// stay out of the board's grid (a grid holds rows only; axe: aria-required-children, critical) and
// speak the user's language. The keyboard moves a row (rows measured as a browser lays them out). An
// empty list says so in a row of the grid.
import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '@/shared/i18n/i18n';
import { watchlistStore } from '@/shared/watchlists/watchlist-store';
import { SortableRow, SortableRows, WatchlistRowsScope } from './watchlist-rows';

const ROW_HEIGHT = 22;

function renderRows(order: readonly string[] = ['FPT', 'VNM']) {
  return render(
    <div role="grid" data-testid="grid">
      <WatchlistRowsScope listId="mac-dinh">
        <SortableRows order={order}>
          {order.map((symbol, index) => (
            <SortableRow
              key={symbol}
              symbol={symbol}
              className=""
              top={index * ROW_HEIGHT}
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

/** A translate's vertical offset, px (`translateY(22px)`, `translate3d(0, 22px, 0)`). */
function translatedY(transform: string): number {
  const y =
    /translateY\(([-\d.]+)px\)/.exec(transform) ?? /translate3d\([^,]+,\s*([-\d.]+)px/.exec(transform);
  return y ? Number(y[1]) : 0;
}

/**
 * Lays the rows out as a browser does (jsdom has no layout): a row's box is at its `top` moved by
 * its transform, and its computed transform is the matrix a browser reports, which dnd-kit undoes
 * to measure the row without it.
 */
function layOutRows() {
  const realStyle = window.getComputedStyle.bind(window);
  vi.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockImplementation(function (this: HTMLElement) {
    const y =
      this.getAttribute('role') === 'row'
        ? (Number.parseFloat(this.style.top) || 0) + translatedY(this.style.transform)
        : 0;
    return DOMRect.fromRect({ x: 0, y, width: 800, height: ROW_HEIGHT });
  });
  vi.spyOn(window, 'getComputedStyle').mockImplementation((element, pseudo) => {
    const style = realStyle(element, pseudo);
    const { transform } = (element as HTMLElement).style;
    if (!transform) return style;
    const matrix = `matrix(1, 0, 0, 1, 0, ${translatedY(transform)})`;
    return new Proxy(style, {
      get: (target, key) => (key === 'transform' ? matrix : (Reflect.get(target, key) as unknown)),
    });
  });
}

describe('watchlist rows', () => {
  afterEach(async () => {
    vi.restoreAllMocks();
    await act(() => i18n.changeLanguage('vi'));
  });

  it('moves a row one place down from the keyboard', async () => {
    const order = ['FPT', 'VNM', 'HPG'];
    watchlistStore.set([
      { id: 'mac-dinh', name: '', type: 'watchlist', value: order, pinnedRow: [], symbols: order.join(',') },
    ]);
    layOutRows();
    renderRows(order);
    const user = userEvent.setup();
    screen.getByRole('button', { name: 'Kéo để sắp xếp FPT' }).focus();
    await user.keyboard(' ');
    await user.keyboard('{ArrowDown}');
    await user.keyboard(' ');
    expect(watchlistStore.get()[0]!.value).toEqual(['VNM', 'FPT', 'HPG']);
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

  it('says an empty list is empty in a row of the grid', async () => {
    renderRows([]);
    const grid = screen.getByTestId('grid');
    const cell = within(grid).getByRole('gridcell', { name: 'Không có mã nào trong danh mục' });
    expect(cell.parentElement!.getAttribute('role')).toBe('row');
    await act(() => i18n.changeLanguage('en'));
    expect(within(grid).getByRole('gridcell').textContent).toBe('No symbols in this list');
  });
});
