import { describe, expect, it } from 'vitest';
import type { CellView } from './cell-view';
import { createCellWriter, mayOverflow, type CellClasses } from './cell-writer';
import type { Column } from './columns';

const classes: CellClasses = {
  colour: { c: 'c', f: 'f', r: 'r', i: 'i', d: 'd', e: 'e' },
  flashUp: 'up',
  flashDown: 'down',
};

const column = (id: string, extra: Partial<Column> = {}): Column =>
  ({
    id,
    label: 'symbol',
    group: 'none',
    width: 40,
    view: () => ({ text: '', value: null, colour: null }),
    ...extra,
  }) as Column;

const view = (text: string, value: number | null = null, colour: CellView['colour'] = null): CellView => ({
  text,
  value,
  colour,
});

/** For columns without a link: a write to a link would be a mistake of the test. */
function noLink(): void {
  throw new Error('no link column here');
}

function setup(columns: Column[]) {
  const cells = columns.map(() => {
    const cell = document.createElement('div');
    cell.className = 'cell';
    return cell;
  });
  const flashes: string[] = [];
  const writer = createCellWriter(
    cells,
    columns,
    classes,
    (element, name) => {
      flashes.push(`${columns[cells.indexOf(element as HTMLDivElement)]!.id}:${name}`);
    },
    noLink,
  );
  return { cells, flashes, writer };
}

describe('cell writer', () => {
  it('a first write touches the class attribute only to add a colour (no removal of absent classes)', async () => {
    const { cells, writer } = setup([column('lastPrice'), column('totalVolume')]);
    const changes: string[] = [];
    const observer = new MutationObserver((records) => {
      for (const record of records)
        if (record.attributeName === 'class') changes.push((record.target as Element).className);
    });
    for (const cell of cells) observer.observe(cell, { attributes: true });
    writer.write([view('25.30', 25300, 'i'), view('1,200', 1200)], false);
    await Promise.resolve();
    observer.disconnect();
    expect(changes).toEqual(['cell i']);
  });

  it('a row re-bound to another symbol rewrites only what differs, without flashing', () => {
    const { cells, flashes, writer } = setup([column('ref'), column('lastPrice', { order: 'BUY' })]);
    writer.write([view('25.00', 25000, 'r'), view('25.30', 25300, 'i')], true);
    const refText = cells[0]!.firstChild;
    writer.write([view('25.00', 25000, 'r'), view('24.90', 24900, 'd')], false);
    expect(cells[0]!.firstChild).toBe(refText);
    expect(cells.map((cell) => [cell.textContent, cell.className])).toEqual([
      ['25.00', 'cell r'],
      ['24.90', 'cell d'],
    ]);
    expect(flashes).toEqual([]);
  });

  it('writes texts and colours without flashing on the first write', () => {
    const { cells, flashes, writer } = setup([column('lastPrice', { order: 'BUY' }), column('totalVolume')]);
    writer.write([view('25.30', 25300, 'i'), view('1,200', 1200)], true);
    expect(cells.map((cell) => cell.textContent)).toEqual(['25.30', '1,200']);
    expect(cells[0]!.className).toBe('cell i');
    expect(cells[0]!.dataset.price).toBe('25300');
    expect(cells[1]!.dataset.price).toBeUndefined();
    expect(flashes).toEqual([]);
  });

  it('rewrites only what changed, as one new text node, and flashes up or down by value', () => {
    const { cells, flashes, writer } = setup([column('lastPrice', { order: 'BUY' }), column('totalVolume')]);
    writer.write([view('25.30', 25300, 'i'), view('1,200', 1200)], false);
    const [price, volume] = [cells[0]!.firstChild, cells[1]!.firstChild];
    writer.write([view('25.20', 25200, 'd'), view('1,200', 1200)], true);
    expect(cells[0]!.firstChild).not.toBe(price);
    expect(cells[0]!.childNodes).toHaveLength(1);
    expect(cells[1]!.firstChild).toBe(volume);
    expect(cells[0]!.textContent).toBe('25.20');
    expect(cells[0]!.className).toBe('cell d');
    expect(cells[0]!.dataset.price).toBe('25200');
    writer.write([view('25.20', 25200, 'd'), view('1,300', 1300)], true);
    expect(flashes).toEqual(['lastPrice:down', 'totalVolume:up']);
  });

  it('does not flash a cell that empties, nor when told not to (a new context)', () => {
    const { cells, flashes, writer } = setup([column('bidPrice1', { order: 'BUY' })]);
    writer.write([view('10.00', 10000, 'e')], false);
    writer.write([view('')], true);
    expect(cells[0]!.textContent).toBe('');
    expect(cells[0]!.className).toBe('cell');
    expect(cells[0]!.dataset.price).toBeUndefined();
    writer.write([view('10.05', 10050, 'i')], false);
    expect(flashes).toEqual([]);
  });

  it("writes a link column's text through writeLink (the cell keeps its link and bell), not over the cell", () => {
    const columns = [column('symbol', { link: true })];
    const cells = [document.createElement('div')];
    cells[0]!.className = 'cell';
    cells[0]!.innerHTML = '<a href="/ma/FPT">FPT</a><button></button>';
    const links: string[] = [];
    const writer = createCellWriter(
      cells,
      columns,
      classes,
      () => {},
      (cell, text) => {
        links.push(text);
        cell.querySelector('a')!.textContent = text;
      },
    );
    writer.write([view('FPT', null, 'i')], false);
    writer.write([view('FPT', null, 'd')], true);
    writer.write([view('VNM', null, 'd')], false);
    expect(links).toEqual(['FPT', 'VNM']);
    expect(cells[0]!.innerHTML).toBe('<a href="/ma/FPT">VNM</a><button></button>');
    expect(cells[0]!.className).toBe('cell d');
  });

  it('clears the colour a former writer left on the cells', () => {
    const columns = [column('lastPrice')];
    const { cells, writer } = setup(columns);
    writer.write([view('25.30', 25300, 'i')], false);
    const next = createCellWriter(cells, columns, classes, () => {}, noLink);
    next.write([view('25,300', 25300, 'c')], false);
    expect(cells[0]!.className).toBe('cell c');
  });

  it('marks a cell whose text may not fit its column (only those clip), and clears the mark when it fits again', () => {
    const { cells, writer } = setup([column('lastPrice', { width: 46 }), column('totalVolume', { width: 76 })]);
    writer.write([view('25.55', 25_550), view('3,160', 31_600)], false);
    expect(cells.map((cell) => cell.dataset.wide)).toEqual([undefined, undefined]);
    writer.write([view('1,234.50', 1_234_500), view('123,456,789', 1_234_567_890)], true);
    expect(cells.map((cell) => cell.dataset.wide)).toEqual(['', '']);
    writer.write([view('25.60', 25_600), view('3,170', 31_700)], true);
    expect(cells.map((cell) => cell.dataset.wide)).toEqual([undefined, undefined]);
  });

  it('judges a text against the narrowest cell at the largest board font, digits tabular', () => {
    // 46 px at 12 px: four digits and a point (2.5 em) fit, five and a point are clipped; a
    // volume column of 76 px takes "12,345,678" (5 em) unclipped, "123,456,789" not.
    expect(mayOverflow('25.55', 46)).toBe(false);
    expect(mayOverflow('123.45', 46)).toBe(true);
    expect(mayOverflow('12,345,678', 76)).toBe(false);
    expect(mayOverflow('123,456,789', 76)).toBe(true);
    expect(mayOverflow('', 46)).toBe(false);
  });
});
