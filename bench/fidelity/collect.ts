// Collects, over HTTP from a served market, what the fidelity figures are computed from: the board
// at the end of each served day and the VN30 book during continuous trading, the VN30F1M and
// VN-Index one-minute bars of each day, company data (listed shares), and after the last served
// day the daily history of every stock (`/info/stockHis.pt`: live days, then the generated past)
// and of the five indexes (`/board/getIndexHistories/?resolution=D`).
import type { BoardRow, DailyRow, MinuteBar, ServedDailyRow } from './figures.ts';
import { readPrints, secondsOf, type PrintCount } from './prints.ts';
import type { ServedMarket } from './served-market.ts';

/** Times of day at which the VN30 book is read (continuous trading on HOSE). */
const BOOK_TIMES = ['09:20', '10:00', '10:40', '11:15', '13:20', '13:50', '14:20'];
/** Seconds of tape before each book read in which VN30 prints are counted. */
const PRINT_WINDOW = 300;
/** The board, charts and histories of a day are read after the close, before the virtual day ends (15:10). */
const AFTER_CLOSE = '15:02';
const BOARD_MARKETS = { HSX: 'STO', HNX: 'STX', UPCOM: 'UPX' } as const;
const INDEX_CODES = {
  VNINDEX: '10',
  VN30: '11',
  HNXINDEX: '02',
  HNX30: '12',
  UPCOMINDEX: '03',
} as const;

interface Snapshot {
  symbol: string;
  ref: number;
  totalVolume: number;
  totalValue?: number | null;
  orderEntries: { side: 'B' | 'S'; price: number; volume: number }[];
}
interface HistoryItem {
  date: string;
  reference: number;
  close: number;
  volume: number;
  value: number;
}

interface BookRead {
  bestBid?: number;
  bestAsk?: number;
  bestThreeBidVolume: number;
}

interface ServedDay {
  date: string;
  boards: Record<string, (BoardRow & { symbol: string })[]>;
  futuresBars: MinuteBar[];
  indexBars: MinuteBar[];
  books: BookRead[];
  /** VN30 names' prints in the five minutes of continuous trading before each book read. */
  prints: PrintCount[];
}

export interface StockHistory {
  symbol: string;
  market: string;
  /** Generated past, oldest first. */
  past: (DailyRow & { value: number })[];
  /** Served (live) days, oldest first. */
  live: ServedDailyRow[];
}

export interface Collected {
  days: ServedDay[];
  stocks: StockHistory[];
  /** Generated past of each index: daily closes' returns, oldest first. */
  indexReturns: Record<string, number[]>;
}

const isStock = (symbol: string): boolean => /^[A-Z0-9]{3}$/.test(symbol);

async function readBook(market: ServedMarket): Promise<BookRead[]> {
  const rows = await market.get<Snapshot[]>('/board/getStockPriceByGroupId?board=G1&groupId=VN30');
  return rows.map((row) => {
    const bids = row.orderEntries.filter((e) => e.side === 'B' && e.price > 0);
    const asks = row.orderEntries.filter((e) => e.side === 'S' && e.price > 0);
    return {
      ...(bids[0] ? { bestBid: bids[0].price } : {}),
      ...(asks[0] ? { bestAsk: asks[0].price } : {}),
      bestThreeBidVolume: bids.slice(0, 3).reduce((sum, e) => sum + e.volume, 0),
    };
  });
}

/** Serves `days` whole days from the server's start and reads everything the figures need. */
export async function collect(market: ServedMarket, days: number): Promise<Collected> {
  const listed = new Map<string, number>();
  const served: ServedDay[] = [];
  for (let day = 0; day < days; day += 1) {
    const books: BookRead[] = [];
    const prints: PrintCount[] = [];
    for (const time of BOOK_TIMES) {
      await market.moveTo(day, time);
      books.push(...(await readBook(market)));
      const end = secondsOf(time);
      prints.push(...(await readPrints(market, end - PRINT_WINDOW, end)));
    }
    await market.moveTo(day, AFTER_CLOSE);
    const boards: ServedDay['boards'] = {};
    for (const [exchange, id] of Object.entries(BOARD_MARKETS)) {
      const rows = (await market.get<Snapshot[]>(`/board/getStockPrice?market=${id}`)).filter((r) =>
        isStock(r.symbol),
      );
      for (const row of rows)
        if (!listed.has(row.symbol)) {
          const info = await market.get<{ listedShares: number }>(
            `/info/companyInfo.pt?symbol=${row.symbol}`,
          );
          listed.set(row.symbol, info.listedShares);
        }
      boards[exchange] = rows.map((row) => ({
        symbol: row.symbol,
        reference: row.ref,
        totalVolume: row.totalVolume,
        totalValue: row.totalValue ?? 0,
        listedShares: listed.get(row.symbol) ?? 0,
      }));
    }
    const futures = await market.get<{ data: MinuteBar[] }>('/board/getintradaychart/VN30F1M');
    const index = await market.get<(MinuteBar | { openPrice: number })[]>(
      '/board/getIndexHistories/?indexId=10',
    );
    served.push({
      date: market.dateOf(day),
      boards,
      futuresBars: futures.data,
      indexBars: index.filter((bar): bar is MinuteBar => 'time' in bar),
      books,
      prints,
    });
  }
  const firstLive = market.dateOf(0);
  const stocks: StockHistory[] = [];
  for (const [exchange, rows] of Object.entries(served[0]!.boards))
    for (const { symbol } of rows) {
      const page = await market.get<{ items: HistoryItem[] }>(`/info/stockHis.pt?symbol=${symbol}&size=1000`);
      const items = [...page.items].reverse();
      stocks.push({
        symbol,
        market: exchange,
        past: items.filter((i) => i.date < firstLive),
        live: items.filter((i) => i.date >= firstLive),
      });
    }
  const indexReturns: Record<string, number[]> = {};
  for (const [id, code] of Object.entries(INDEX_CODES)) {
    const history = await market.get<{ data: { date: string; previousClose: number; close: number }[] }>(
      `/board/getIndexHistories/?resolution=D&indexId=${code}`,
    );
    indexReturns[id] = history.data
      .filter((d) => d.date < firstLive && d.previousClose > 0)
      .map((d) => d.close / d.previousClose - 1);
  }
  return { days: served, stocks, indexReturns };
}
