// A sort re-binds the rows on screen to other symbols without rendering their cells in React: each
// row's cells, its symbol's link and its alert bell must follow the symbol the row now shows.
import { act, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { alertSymbolsStore, showAlertSymbols } from '@/shared/alerts/alert-ui-store';
import { quoteStore } from '@/shared/quotes/quote-store';
import { blankQuote } from '@/shared/testing/quote-fixture';
import type { CellContext } from '../lib/cell-view';
import { standardColumns } from '../lib/columns';
import { boardViewStore, resetSort, sortBy } from '../stores/board-view-store';
import { QuoteTable } from './quote-table';

const ctx: CellContext = { changeMode: 'value', foreignMode: 'flow', derivative: false, volumeUnit: 10 };
const volumes: Record<string, number> = { AAA: 1_000, BBB: 3_000, CCC: 2_000 };

function rows() {
  return screen.getAllByRole('row').filter((row) => row.dataset.symbol !== undefined);
}

function shown(row: HTMLElement) {
  const symbolCell = row.querySelector<HTMLElement>('[data-col="symbol"]')!;
  return {
    symbol: row.dataset.symbol,
    link: within(symbolCell).getByRole('link').textContent,
    href: within(symbolCell).getByRole('link').getAttribute('href'),
    bell: within(symbolCell).getByRole('button').getAttribute('aria-label'),
    totalVolume: row.querySelector('[data-col="totalVolume"]')!.textContent,
  };
}

describe('quote table rows under a sort', () => {
  // jsdom lays nothing out: the virtualizer reads the scrolling element's size from these.
  beforeAll(() => {
    vi.spyOn(HTMLElement.prototype, 'clientHeight', 'get').mockReturnValue(600);
    vi.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockReturnValue(1600);
  });
  afterAll(() => vi.restoreAllMocks());
  afterEach(() => {
    act(() => {
      resetSort();
      alertSymbolsStore.set(new Set());
    });
    quoteStore.clear();
  });

  it("writes each re-bound row's cells, link and bell for its new symbol", () => {
    quoteStore.load(
      Object.entries(volumes).map(([symbol, totalVolume]) => ({ ...blankQuote(symbol), totalVolume })),
    );
    render(
      <MemoryRouter>
        <QuoteTable symbols={Object.keys(volumes)} columns={standardColumns(ctx)} ctx={ctx} height="600px" />
      </MemoryRouter>,
    );
    expect(rows().map((row) => shown(row).symbol)).toEqual(['AAA', 'BBB', 'CCC']);
    act(() => sortBy('totalVolume'));
    expect(boardViewStore.get().sort).toEqual({ column: 'totalVolume', direction: 'desc' });
    const sorted = rows().map(shown);
    expect(sorted.map((row) => row.symbol)).toEqual(['BBB', 'CCC', 'AAA']);
    for (const row of sorted) {
      expect(row.link).toBe(row.symbol);
      expect(row.href).toBe(`/home/co-phieu/${row.symbol}`);
      expect(row.bell).toContain(row.symbol);
      expect(row.totalVolume).toBe(String(volumes[row.symbol!]! / 10));
    }
    // An alert set on a symbol lights the bell of the row showing it, whichever row that is.
    const unlit = rows()[1]!.querySelector('[data-col="symbol"] button')!.className;
    act(() => showAlertSymbols(['CCC']));
    const bells = rows().map((row) => row.querySelector('[data-col="symbol"] button')!);
    expect(bells[1]!.className).not.toBe(unlit);
    expect(bells[0]!.className).toBe(unlit);
    expect(bells[1]!.getAttribute('aria-label')).toContain('CCC');
    expect(bells[1]!.getAttribute('aria-label')).not.toBe(sorted[1]!.bell);
  });
});
