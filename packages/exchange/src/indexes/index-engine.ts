import type { IndexId, InstrumentKind, MarketId } from '@sen/market';
import type { StockRef } from '../reference/types.ts';
import { buildBasket, INDEX_DEFINITIONS, type IndexBasket } from './index-basket.ts';
import { MinuteBars, type MinuteBar } from './minute-bars.ts';

/** Reference, ceiling and floor of one symbol for the day. */
export interface DayBand {
  readonly symbol: string;
  readonly reference: number;
  readonly ceiling: number;
  readonly floor: number;
}

/** One index now: level, change against the previous close, breadth, volume and value. */
export interface IndexSnapshot {
  readonly id: IndexId;
  readonly value: number;
  readonly previousClose: number;
  readonly change: number;
  readonly changePercent: number;
  readonly open: number;
  readonly high: number;
  readonly low: number;
  readonly volume: number;
  readonly tradedValue: number;
  readonly up: number;
  readonly down: number;
  readonly unchanged: number;
  readonly ceiling: number;
  readonly floor: number;
  readonly noTrade: number;
}

/** An instrument whose trades the engine follows (bars, totals); only stocks enter indexes. */
export interface TrackedInstrument {
  readonly symbol: string;
  readonly market: MarketId;
  readonly kind: InstrumentKind;
}

interface SymbolDay {
  readonly market: MarketId;
  readonly kind: InstrumentKind;
  reference: number;
  ceiling: number;
  floor: number;
  last: number;
  volume: number;
  value: number;
  putThroughVolume: number;
  putThroughValue: number;
  bars: MinuteBars | null;
}

interface IndexState {
  readonly basket: IndexBasket;
  sum: number;
  previousClose: number;
  open: number;
  high: number;
  low: number;
  readonly bars: MinuteBars;
}

/** VN-Index, VN30, HNX-Index, HNX30 and UPCOM-Index from the trades, with one-minute bars of indexes and symbols. */
export class IndexEngine {
  private readonly symbols = new Map<string, SymbolDay>();
  private readonly indexes = new Map<IndexId, IndexState>();
  private readonly memberships = new Map<string, { state: IndexState; quantity: number }[]>();

  constructor(
    stocks: readonly StockRef[],
    bands: readonly DayBand[],
    instruments?: readonly TrackedInstrument[],
  ) {
    const tracked = new Map<string, TrackedInstrument>(
      (
        instruments ?? stocks.map((s) => ({ symbol: s.symbol, market: s.exchange, kind: 'stock' as const }))
      ).map((i) => [i.symbol, i]),
    );
    for (const band of bands) {
      const i = tracked.get(band.symbol);
      if (i)
        this.symbols.set(band.symbol, {
          market: i.market,
          kind: i.kind,
          reference: band.reference,
          ceiling: band.ceiling,
          floor: band.floor,
          last: 0,
          volume: 0,
          value: 0,
          putThroughVolume: 0,
          putThroughValue: 0,
          bars: null,
        });
    }
    for (const definition of INDEX_DEFINITIONS) {
      const basket = buildBasket(definition, stocks);
      const state: IndexState = {
        basket,
        sum: 0,
        previousClose: 0,
        open: 0,
        high: 0,
        low: 0,
        bars: new MinuteBars(),
      };
      this.indexes.set(definition.id, state);
      basket.symbols.forEach((symbol, i) => {
        const list = this.memberships.get(symbol) ?? [];
        list.push({ state, quantity: basket.quantities[i] ?? 0 });
        this.memberships.set(symbol, list);
      });
    }
    this.resetIndexes();
  }

  /** A board-lot trade of a symbol. */
  trade(time: number, symbol: string, price: number, volume: number): void {
    const day = this.symbols.get(symbol);
    if (!day) return;
    const before = day.last || day.reference;
    day.last = price;
    day.volume += volume;
    day.value += price * volume;
    (day.bars ??= new MinuteBars()).add(time, price, volume, price * volume);
    const members = this.memberships.get(symbol);
    if (!members) return;
    for (const { state, quantity } of members) {
      state.sum += (price - before) * quantity;
      const level = state.sum / state.basket.divisor;
      if (state.open === 0) state.open = level;
      if (level > state.high) state.high = level;
      if (level < state.low || state.low === 0) state.low = level;
      state.bars.add(time, level, volume, price * volume);
    }
  }

  /** A put-through deal (counts in negotiated value, not in the index). */
  putThrough(symbol: string, volume: number, value: number): void {
    const day = this.symbols.get(symbol);
    if (!day) return;
    day.putThroughVolume += volume;
    day.putThroughValue += value;
  }

  /** A new trading day: new references and bands; previous closes are the levels at those references. */
  startDay(bands: readonly DayBand[]): void {
    for (const band of bands) {
      const day = this.symbols.get(band.symbol);
      if (!day) continue;
      Object.assign(day, {
        reference: band.reference,
        ceiling: band.ceiling,
        floor: band.floor,
        last: 0,
        volume: 0,
        value: 0,
        putThroughVolume: 0,
        putThroughValue: 0,
      });
      day.bars?.clear();
    }
    this.resetIndexes();
  }

  private resetIndexes(): void {
    for (const state of this.indexes.values()) {
      state.sum = state.basket.symbols.reduce(
        (sum, symbol, i) =>
          sum + (this.symbols.get(symbol)?.reference ?? 0) * (state.basket.quantities[i] ?? 0),
        0,
      );
      state.previousClose = state.sum / state.basket.divisor;
      state.open = 0;
      state.high = 0;
      state.low = 0;
      state.bars.clear();
    }
  }

  /** Level of an index now. */
  value(id: IndexId): number {
    const state = this.indexes.get(id);
    return state ? state.sum / state.basket.divisor : 0;
  }

  /** Full snapshot of an index. */
  snapshot(id: IndexId): IndexSnapshot | undefined {
    const state = this.indexes.get(id);
    if (!state) return undefined;
    const value = state.sum / state.basket.divisor;
    const counts = {
      up: 0,
      down: 0,
      unchanged: 0,
      ceiling: 0,
      floor: 0,
      noTrade: 0,
      volume: 0,
      tradedValue: 0,
    };
    for (const symbol of state.basket.symbols) {
      const day = this.symbols.get(symbol);
      if (!day) continue;
      counts.volume += day.volume;
      counts.tradedValue += day.value;
      if (day.last === 0) counts.noTrade += 1;
      const price = day.last || day.reference;
      if (price > day.reference) counts.up += 1;
      else if (price < day.reference) counts.down += 1;
      else counts.unchanged += 1;
      if (day.last !== 0 && price >= day.ceiling) counts.ceiling += 1;
      if (day.last !== 0 && price <= day.floor) counts.floor += 1;
    }
    const change = value - state.previousClose;
    return {
      id,
      value,
      previousClose: state.previousClose,
      change,
      changePercent: state.previousClose > 0 ? (change / state.previousClose) * 100 : 0,
      open: state.open || state.previousClose,
      high: state.high || value,
      low: state.low || value,
      ...counts,
    };
  }

  /** One-minute bars of an index today. */
  indexBars(id: IndexId): readonly MinuteBar[] {
    return this.indexes.get(id)?.bars.bars ?? [];
  }

  /** One-minute bars of any followed symbol today (stocks, ETFs, warrants, futures). */
  symbolBars(symbol: string): readonly MinuteBar[] {
    return this.symbols.get(symbol)?.bars?.bars ?? [];
  }

  /** Matched and negotiated volume and value of one market today (every instrument listed there). */
  summary(market: MarketId): {
    totalVolume: number;
    totalValue: number;
    negotiatedVolume: number;
    negotiatedValue: number;
  } {
    const result = { totalVolume: 0, totalValue: 0, negotiatedVolume: 0, negotiatedValue: 0 };
    for (const day of this.symbols.values()) {
      if (day.market !== market) continue;
      result.totalVolume += day.volume;
      result.totalValue += day.value;
      result.negotiatedVolume += day.putThroughVolume;
      result.negotiatedValue += day.putThroughValue;
    }
    return result;
  }

  /** The `n` stocks with the highest traded value today, with last price and change. */
  topInterest(
    n = 10,
  ): { symbol: string; last: number; change: number; changePercent: number; value: number }[] {
    return [...this.symbols.entries()]
      .filter(([, day]) => day.kind === 'stock' && day.value > 0)
      .sort((a, b) => b[1].value - a[1].value)
      .slice(0, n)
      .map(([symbol, day]) => ({
        symbol,
        last: day.last,
        change: day.last - day.reference,
        changePercent: ((day.last - day.reference) / day.reference) * 100,
        value: day.value,
      }));
  }
}
