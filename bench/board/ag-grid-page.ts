/// <reference lib="dom" />
// The AG Grid Community side of the board benchmark (bundled by esbuild, run in the same Chromium):
// the same snapshot, rows, columns, formatters and realtime stream as Sen's HOSE board, set up as
// AG Grid's documentation recommends for high-frequency updates: row ids (getRowId), batched
// asynchronous transactions (applyTransactionAsync) and cell change flashing.
import { formatChange, formatPrice, formatVolume } from '@sen/market';
import { colourOf, readPublicMessage, snapshotToQuote, type Quote } from '@sen/protocol';
import {
  AllCommunityModule,
  colorSchemeDarkBlue,
  createGrid,
  ModuleRegistry,
  themeQuartz,
  type ColDef,
  type ValueFormatterParams,
} from 'ag-grid-community';
import { io } from 'socket.io-client';

ModuleRegistry.registerModules([AllCommunityModule]);

type Row = Quote;
const COLOURS: Record<string, string> = {
  c: '#ff4dff',
  f: '#31d6f0',
  r: '#ffd23f',
  i: '#1fd15b',
  d: '#ff4545',
  e: '#ffd23f',
};
const price = (read: (q: Row) => number | string | null | undefined): Partial<ColDef<Row>> => ({
  valueGetter: (p) => (p.data ? read(p.data) : null),
  valueFormatter: (p: ValueFormatterParams<Row>) =>
    typeof p.value === 'number' && p.value > 0 ? formatPrice(p.value) : String(p.value ?? ''),
  cellStyle: (p) =>
    p.data && typeof p.value === 'number' ? { color: COLOURS[colourOf(p.data, p.value)]! } : null,
});
const volume = (read: (q: Row) => number | undefined): Partial<ColDef<Row>> => ({
  valueGetter: (p) => (p.data ? (read(p.data) ?? 0) : 0),
  valueFormatter: (p: ValueFormatterParams<Row>) =>
    typeof p.value === 'number' && p.value > 0 ? formatVolume(p.value) : '',
});
const level = (side: 'bids' | 'asks', index: number): ColDef<Row>[] => [
  {
    colId: `${side}Price${index + 1}`,
    headerName: `Giá ${index + 1}`,
    ...price((q) => q[side][index]?.price),
  },
  {
    colId: `${side}Volume${index + 1}`,
    headerName: `KL ${index + 1}`,
    ...volume((q) => q[side][index]?.volume),
  },
];

const columns: ColDef<Row>[] = [
  { colId: 'symbol', field: 'symbol', headerName: 'Mã CK', pinned: 'left' },
  { colId: 'ceiling', headerName: 'Trần', ...price((q) => q.ceiling) },
  { colId: 'floor', headerName: 'Sàn', ...price((q) => q.floor) },
  { colId: 'ref', headerName: 'TC', ...price((q) => q.ref) },
  ...level('bids', 2),
  ...level('bids', 1),
  ...level('bids', 0),
  { colId: 'lastPrice', headerName: 'Giá', ...price((q) => q.last) },
  { colId: 'lastVolume', headerName: 'KL', ...volume((q) => q.lastVolume) },
  {
    colId: 'change',
    headerName: '+/-',
    valueGetter: (p) => p.data?.change ?? 0,
    valueFormatter: (p) => formatChange(p.value as number),
  },
  ...level('asks', 0),
  ...level('asks', 1),
  ...level('asks', 2),
  { colId: 'totalVolume', headerName: 'Tổng KL', ...volume((q) => q.totalVolume) },
  { colId: 'high', headerName: 'Cao', ...price((q) => q.high) },
  { colId: 'low', headerName: 'Thấp', ...price((q) => q.low) },
  { colId: 'avg', headerName: 'TB', ...price((q) => q.avg) },
  { colId: 'foreignBuy', headerName: 'NN mua', ...volume((q) => q.foreign.buyVolume) },
  { colId: 'foreignSell', headerName: 'NN bán', ...volume((q) => q.foreign.sellVolume) },
];

async function main() {
  const categories = (await (await fetch('/board/categories')).json()) as { id: string; symbols: string }[];
  const symbols = categories.find((category) => category.id === 'hsx')!.symbols.split(',');
  const rows = new Map<string, Row>();
  for (let start = 0; start < symbols.length; start += 400) {
    const reply = (await (
      await fetch(`/board/getStockPrice?symbols=${symbols.slice(start, start + 400).join(',')}`)
    ).json()) as unknown[];
    for (const item of reply) {
      const read = snapshotToQuote(item);
      if (read.ok) rows.set(read.value.symbol, read.value);
    }
  }
  const host = document.getElementById('grid')!;
  const api = createGrid<Row>(host, {
    theme: themeQuartz
      .withPart(colorSchemeDarkBlue)
      .withParams({ rowHeight: 22, headerHeight: 26, fontSize: 12, spacing: 3 }),
    columnDefs: columns,
    defaultColDef: { flex: 1, minWidth: 46, enableCellChangeFlash: true, sortable: true, cellClass: 'num' },
    rowData: symbols.map((symbol) => rows.get(symbol)).filter((row): row is Row => row !== undefined),
    getRowId: (p) => p.data.symbol,
    asyncTransactionWaitMillis: 50,
    suppressColumnVirtualisation: false,
  });
  // The same `publics` batch frames Sen's board asks for (a flush's messages in one frame).
  const socket = io('/', { path: '/socket.io', transports: ['websocket'], auth: { frames: 'batch' } });
  socket.on('connect_error', (error) => console.error('connect_error', error.message));
  socket.on('connect', () =>
    socket.emit('regs', JSON.stringify({ action: 'join', data: symbols.join(',') })),
  );
  const stats = { received: 0, applied: 0, refused: '' };
  (window as unknown as { agStats: typeof stats }).agStats = stats;
  socket.on('publics', (list: unknown) => {
    if (Array.isArray(list)) for (const payload of list) onPublic(payload);
  });
  socket.on('public', (payload: unknown) => onPublic(payload));
  function onPublic(payload: unknown) {
    stats.received += 1;
    const read = readPublicMessage(payload);
    if (!read.ok) {
      stats.refused = read.error;
      return;
    }
    const event = read.value;
    const symbol =
      event.type === 'trade'
        ? event.trade.symbol
        : event.type === 'depth'
          ? event.depth.symbol
          : event.type === 'foreign'
            ? event.symbol
            : null;
    const row = symbol ? rows.get(symbol) : undefined;
    if (!row) return;
    let next: Row = row;
    if (event.type === 'trade') {
      const t = event.trade;
      next = {
        ...row,
        last: t.price,
        lastVolume: t.volume,
        change: t.change,
        changePct: t.changePct,
        totalVolume: t.totalVolume,
        high: t.high || row.high,
        low: t.low || row.low,
        avg: t.avg || row.avg,
      };
    } else if (event.type === 'depth')
      next =
        event.depth.side === 'B'
          ? { ...row, bids: event.depth.levels }
          : { ...row, asks: event.depth.levels };
    else if (event.type === 'foreign')
      next = {
        ...row,
        foreign: { ...row.foreign, buyVolume: event.foreign.buyVolume, sellVolume: event.foreign.sellVolume },
      };
    rows.set(next.symbol, next);
    stats.applied += 1;
    api.applyTransactionAsync({ update: [next] });
  }
  document.body.dataset.ready = 'true';
}

void main();
