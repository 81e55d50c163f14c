// The in-memory market state: one SymbolState per instrument, the latest trades of each symbol,
// the day's negotiated deals and each market's phase. Fed with exchange events in order; each
// applied event yields the MarketUpdate that the realtime channel publishes.
import type { ExchangeEvent, InstrumentSpec, MarketId, Phase } from '@sen/exchange';
import { BoundedList } from './bounded-list.ts';
import { DayHistory, type DailyBar } from './day-history.ts';
import { OpenInterestBook } from './open-interest.ts';
import type { DealRecord, MarketUpdate } from './market-updates.ts';
import type { SymbolState, TradeRecord } from './symbol-state.ts';
import { applyDepth, applyTrade, createSymbolState, rollSymbol } from './symbol-state.ts';

export type Band = { reference: number; ceiling: number; floor: number };

/**
 * Finished days kept per symbol: two calendar years of weekdays (at most 523) and a margin, so the
 * daily history (live days, then the generated past before the first one) stays continuous over
 * its two-year window however many days the server runs (`PriceHistoryService`).
 */
export const DAYS_PER_SYMBOL = 530;

/** Trades kept per symbol: enough for the stock detail tape and the derivatives history. */
const TRADES_PER_SYMBOL = 1000;
const DEALS_PER_DAY = 5000;

export class MarketStore {
  private readonly symbols = new Map<string, SymbolState>();
  private readonly trades = new Map<string, BoundedList<TradeRecord>>();
  private deals = new BoundedList<DealRecord>(DEALS_PER_DAY);
  private readonly phases = new Map<MarketId, Phase>();
  private readonly days = new Map<string, DayHistory>();
  private openInterest = new OpenInterestBook();
  tradingDate: string;

  constructor(
    instruments: readonly InstrumentSpec[],
    bandOf: (instrument: InstrumentSpec) => Band,
    tradingDate: string,
  ) {
    this.tradingDate = tradingDate;
    for (const instrument of instruments) {
      this.symbols.set(instrument.symbol, createSymbolState(instrument, bandOf(instrument), tradingDate));
      this.trades.set(instrument.symbol, new BoundedList(TRADES_PER_SYMBOL));
    }
  }

  /** Takes over a fresh store's state in place (readers keep this object; MarketRuntime.reset). */
  replaceWith(fresh: MarketStore): void {
    for (const [mine, theirs] of [
      [this.symbols, fresh.symbols],
      [this.trades, fresh.trades],
      [this.phases, fresh.phases],
      [this.days, fresh.days],
    ] as [Map<unknown, unknown>, Map<unknown, unknown>][]) {
      mine.clear();
      for (const [key, value] of theirs) mine.set(key, value);
    }
    this.deals = fresh.deals;
    this.openInterest = fresh.openInterest;
    this.tradingDate = fresh.tradingDate;
  }

  get(symbol: string): SymbolState | undefined {
    return this.symbols.get(symbol);
  }

  all(): IterableIterator<SymbolState> {
    return this.symbols.values();
  }

  /** Latest trades of a symbol, newest first. */
  tradesOf(symbol: string, count = TRADES_PER_SYMBOL): TradeRecord[] {
    return this.trades.get(symbol)?.latest(count) ?? [];
  }

  /** Today's advertisements and deals, oldest first, optionally of one market. */
  negotiatedDeals(market?: MarketId): DealRecord[] {
    const all = this.deals.toArray();
    return market ? all.filter((deal) => deal.market === market) : all;
  }

  /** Daily bars of a symbol, newest first: today's running bar, then the finished days. */
  dailyBars(symbol: string): DailyBar[] {
    const state = this.symbols.get(symbol);
    if (!state) return [];
    return [barOf(state), ...(this.days.get(symbol)?.latest(DAYS_PER_SYMBOL) ?? [])];
  }

  phaseOf(market: MarketId): Phase {
    return this.phases.get(market) ?? 'CLOSED';
  }

  /** Applies one exchange event; returns what changed, or null when nothing public did. */
  apply(event: ExchangeEvent): MarketUpdate | null {
    switch (event.type) {
      case 'trade': {
        const state = this.symbols.get(event.symbol);
        if (!state) return null;
        if (state.instrument.kind === 'future' && event.board === 'lot')
          state.openInterest = this.openInterest.onTrade(event);
        const trade = applyTrade(state, event);
        if (!trade)
          return {
            kind: 'oddTrade',
            symbol: event.symbol,
            price: event.price,
            volume: event.volume,
            time: event.time,
            state,
          };
        this.trades.get(event.symbol)?.push(trade);
        return {
          kind: 'trade',
          symbol: event.symbol,
          derivative: state.instrument.kind === 'future',
          trade,
          state,
        };
      }
      case 'depth': {
        const state = this.symbols.get(event.symbol);
        if (!state || event.board === 'plo') return null;
        applyDepth(state, event);
        const derivative = state.instrument.kind === 'future';
        return {
          kind: 'depth',
          symbol: event.symbol,
          derivative,
          board: event.board,
          side: event.side,
          levels: event.levels,
          time: event.time,
          state,
        };
      }
      case 'auctionProjection': {
        const state = this.symbols.get(event.symbol);
        if (!state || event.board !== 'lot') return null;
        state.projected = event.price === null ? null : { price: event.price, volume: event.volume };
        return {
          kind: 'projection',
          symbol: event.symbol,
          price: event.price,
          volume: event.volume,
          time: event.time,
          state,
        };
      }
      case 'session':
        return this.applySession(event.market, event.phase, event.tradingDate, event.time);
      case 'putThrough':
        return this.applyPutThrough(event);
      case 'putThroughProposal':
        // Private to the two parties (the trading gateway's business), not market data.
        return null;
      case 'rollover':
        this.rollover(event.tradingDate, event.references);
        return { kind: 'rollover', tradingDate: event.tradingDate, time: event.time };
      case 'order':
        if (this.symbols.get(event.symbol)?.instrument.kind === 'future') this.openInterest.onOrder(event);
        return null;
    }
  }

  /** Sets a market's phase (also at start, before the first session event). */
  applySession(market: MarketId, phase: Phase, tradingDate: string, time: number): MarketUpdate {
    this.phases.set(market, phase);
    for (const state of this.symbols.values()) if (state.instrument.market === market) state.phase = phase;
    return { kind: 'session', market, phase, tradingDate, time };
  }

  private applyPutThrough(event: Extract<ExchangeEvent, { type: 'putThrough' }>): MarketUpdate | null {
    const state = this.symbols.get(event.symbol);
    if (!state) return null;
    const deal: DealRecord = {
      id: event.id,
      symbol: event.symbol,
      market: state.instrument.market,
      kind: event.kind,
      side: event.side,
      price: event.price,
      volume: event.volume,
      value: event.value,
      time: event.time,
    };
    if (event.kind === 'deal') {
      state.putThroughVolume += event.volume;
      state.putThroughValue += event.value;
    }
    this.deals.push(deal);
    return { kind: 'putThrough', deal };
  }

  private rollover(tradingDate: string, references: readonly (Band & { symbol: string })[]): void {
    this.tradingDate = tradingDate;
    this.deals.clear();
    const bands = new Map(references.map((reference) => [reference.symbol, reference]));
    for (const state of this.symbols.values()) {
      let days = this.days.get(state.instrument.symbol);
      if (!days) this.days.set(state.instrument.symbol, (days = new DayHistory(DAYS_PER_SYMBOL)));
      days.push(barOf(state));
      const band = bands.get(state.instrument.symbol) ?? {
        reference: state.reference,
        ceiling: state.ceiling,
        floor: state.floor,
      };
      rollSymbol(state, { reference: band.reference, ceiling: band.ceiling, floor: band.floor }, tradingDate);
      this.trades.get(state.instrument.symbol)?.clear();
    }
  }
}

function barOf(state: SymbolState): DailyBar {
  const close = state.last > 0 ? state.last : state.reference;
  return {
    date: state.tradingDate,
    reference: state.reference,
    open: state.open > 0 ? state.open : close,
    high: state.high > 0 ? state.high : close,
    low: state.low > 0 ? state.low : close,
    close,
    volume: state.totalVolume,
    value: state.totalValue,
    putThroughVolume: state.putThroughVolume,
    foreignBuyVolume: state.foreign.buyVolume,
    foreignSellVolume: state.foreign.sellVolume,
    foreignBuyValue: state.foreign.buyValue,
    foreignSellValue: state.foreign.sellValue,
    foreignRoom: state.foreign.room,
  };
}
