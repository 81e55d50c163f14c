import {
  MARKET_IDS,
  onOrAfterTradingDay,
  type MarketId,
  EXCHANGE_HOLIDAYS,
  type HolidayList,
} from '@sen/market';
import { marketDateOf, secondsOfDayOf } from '../clock/market-time.ts';
import type { ExchangeEvent } from '../exchange/events.ts';
import { Exchange } from '../exchange/exchange.ts';
import { basketValue, buildBasket, INDEX_DEFINITIONS } from '../indexes/index-basket.ts';
import { IndexEngine, type DayBand } from '../indexes/index-engine.ts';
import { ForeignLedger } from '../participants/foreign-ledger.ts';
import { InstrumentTrader } from '../participants/instrument-trader.ts';
import { LiveOrders } from '../participants/live-orders.ts';
import { REFERENCE } from '../reference/reference-data.ts';
import { Rng } from '../reference/rng.ts';
import type { ReferenceData } from '../reference/types.ts';
import { buildLiveFairModel } from './build-fair-model.ts';
import { FUTURE_OPEN_BURST, FUTURE_PREMIUM, OVERNIGHT_NEWS, OVERNIGHT_VARIANCE } from './calibration.ts';
import { CorporateCalendar } from '../company/corporate-calendar.ts';
import { derivedFair } from './derived-fair.ts';
import type { FairValueModel } from './fair-value-model.ts';
import { FuturePremium } from './future-premium.ts';
import { arrivalWeight, tradingVarianceShare, varianceShare } from './intraday-profile.ts';
import { PutThroughDesk } from './put-through-desk.ts';
import { buildUniverse, type SimInstrument } from './universe.ts';

export interface MarketSimulatorOptions {
  seed: number;
  /** Market time (epoch ms) the simulation starts at. */
  startTime: number;
  reference?: ReferenceData;
  /** Trade only these symbols (tests, benchmarks); default the whole universe. */
  filter?: (symbol: string) => boolean;
  holidays?: HolidayList;
  /** The corporate-action calendar whose ex-dates adjust references; default the seed's own (company data). */
  calendar?: CorporateCalendar;
  /** False: fair values and the exchange's sessions only, no simulated orders (the fidelity quick loop). */
  participants?: boolean;
}

const STEP_MS = 1_000;
const MINUTE_MS = 60_000;
const ORDER_PHASES = new Set(['CONTINUOUS', 'ATO', 'ATC', 'PLO', 'PUT_THROUGH']);
const FAIR_STEP_MS = 5_000;
const NINE = 9 * 3600;
// How often a warrant's issuer (its market maker) refreshes its quotes in continuous trading.
const ISSUER_QUOTE_MS = 30_000;

/** Simulated participants around an Exchange: fair values, makers, takers, foreigners, put-through, indexes. */
export class MarketSimulator {
  readonly exchange: Exchange;
  readonly indexes: IndexEngine;
  readonly foreign = new ForeignLedger();
  readonly instruments: readonly SimInstrument[];
  /** Corporate actions of the live days (ex-dates adjust references and fair values). */
  readonly calendar: CorporateCalendar;
  private readonly fairIndexOf: Map<string, number>;
  private readonly traders: InstrumentTrader[];
  private readonly fair: FairValueModel;
  private readonly live = new LiveOrders();
  private readonly listeners = new Set<(event: ExchangeEvent) => void>();
  private readonly flow: Rng;
  private readonly desk: PutThroughDesk;
  private readonly vn30 = buildBasket(INDEX_DEFINITIONS[1]!, REFERENCE.stocks);
  private readonly fairBySymbol = new Map<string, number>();
  private readonly activity: Float64Array;
  /** Market time of each trader's last issuer refresh (covered warrants). */
  private readonly issuerQuotedAt: Float64Array;
  private time: number;
  private lastFairStep: number;
  private lastMinute: number;
  private readonly participants: boolean;
  private vn30Ratio = 1;
  private basis = 0;
  /** The futures' own moves over VN30 (their own random stream: the stocks' tape does not depend on it). */
  private readonly premium: FuturePremium;

  constructor(options: MarketSimulatorOptions) {
    const reference = options.reference ?? REFERENCE;
    const date = onOrAfterTradingDay(marketDateOf(options.startTime), options.holidays ?? EXCHANGE_HOLIDAYS);
    this.instruments = buildUniverse(reference, date, options.seed, options.filter);
    this.calendar =
      options.calendar ??
      new CorporateCalendar(
        options.seed,
        date,
        reference.stocks.filter((s) => options.filter?.(s.symbol) ?? true),
      );
    this.exchange = new Exchange({
      instruments: this.instruments.map((i) => ({
        symbol: i.symbol,
        market: i.market,
        kind: i.kind,
        referencePrice: i.referencePrice,
        underlying: i.underlying,
        ratio: i.ratio,
        restricted: i.stock?.restricted,
      })),
      startTime: options.startTime,
      holidays: options.holidays,
      exRights: (day) => this.calendar.actionsOn(day),
    });
    this.fairIndexOf = new Map(
      this.instruments.filter((i) => i.fairIndex >= 0).map((i) => [i.symbol, i.fairIndex]),
    );
    this.exchange.onEvent((event) => this.dispatch(event));
    this.flow = new Rng(options.seed, 'flow');
    this.participants = options.participants ?? true;
    this.fair = buildLiveFairModel(this.instruments, options.seed);
    this.premium = new FuturePremium(FUTURE_PREMIUM, new Rng(options.seed, 'future-premium'));
    this.traders = this.instruments.map(
      (i) =>
        new InstrumentTrader(
          i,
          this.exchange,
          this.live,
          // One stream per instrument: changing how one instrument trades leaves every other's flow as it was.
          new Rng(options.seed, `traders-${i.symbol}`),
          (symbol, volume) => (this.foreign.get(symbol)?.room ?? 0) >= volume,
          new Rng(options.seed, `odd-${i.symbol}`),
        ),
    );
    for (const i of this.instruments)
      if (i.foreignLimitShares > 0)
        this.foreign.register(i.symbol, i.foreignLimitShares, i.foreignOwnedShares);
    this.activity = new Float64Array(this.instruments.length);
    this.issuerQuotedAt = new Float64Array(this.instruments.length).fill(-Infinity);
    this.indexes = new IndexEngine(
      reference.stocks.filter((s) => this.exchange.snapshot(s.symbol)),
      this.bands(),
      this.instruments,
    );
    this.desk = new PutThroughDesk(this.exchange, new Rng(options.seed, 'put-through'), this.instruments);
    this.time = options.startTime;
    this.lastFairStep = options.startTime;
    this.lastMinute = options.startTime;
    this.startDay();
  }

  /** Adds a listener of every exchange event (the server's feed, the back office); returns its remover. */
  onEvent(listener: (event: ExchangeEvent) => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  /** Current market time of the simulation. */
  get now(): number {
    return this.time;
  }

  /** The day's volatility regime (its price multiplier, mean square 1), for the fidelity report. */
  get volatilityRegime(): number {
    return this.fair.regimeMultiplier;
  }

  /** Fair value of a symbol now (canonical price units), for the fidelity report and tests. */
  fairValue(symbol: string): number | undefined {
    return this.fairBySymbol.get(symbol);
  }

  /**
   * Moves a stock's fair value by a factor (0.9 = 10% down) from now on: the simulated traders then
   * trade towards it. For tests and demos of a market move (the margin test hook); false when the
   * symbol has no fair value of its own.
   */
  shiftFair(symbol: string, factor: number): boolean {
    const instrument = this.instruments.find((i) => i.symbol === symbol);
    if (!instrument || instrument.fairIndex < 0 || !(factor > 0)) return false;
    this.fair.logFair[instrument.fairIndex]! += Math.log(factor);
    this.refreshFair();
    return true;
  }

  /** Market summary of one market today: matched, negotiated (put-through) and foreign volume and value. */
  summary(
    market: MarketId,
  ): ReturnType<IndexEngine['summary']> & { foreignBuyValue: number; foreignSellValue: number } {
    let foreignBuyValue = 0;
    let foreignSellValue = 0;
    for (const i of this.instruments) {
      const f = i.market === market ? this.foreign.get(i.symbol) : undefined;
      foreignBuyValue += f?.buyValue ?? 0;
      foreignSellValue += f?.sellValue ?? 0;
    }
    return { ...this.indexes.summary(market), foreignBuyValue, foreignSellValue };
  }

  /**
   * Runs participants and the exchange up to a market time. Participants act on a fixed grid of
   * market time (every second while a market takes orders, every minute otherwise), so the tape
   * does not depend on how often the caller advances.
   */
  advanceTo(target: number): void {
    for (;;) {
      const open = MARKET_IDS.some((m) => this.acceptsOrders(m));
      if (!open) this.passClosedMinutes(target);
      const grid = open ? STEP_MS : MINUTE_MS;
      const next = Math.floor(this.time / grid) * grid + grid;
      if (next > target) break;
      this.exchange.advanceTo(next);
      this.time = next;
      // The index calculator publishes VN30 to the exchange (futures settlement prices come from it).
      this.exchange.observeUnderlying(this.indexes.value('VN30'));
      this.stepFair();
      if (this.participants && MARKET_IDS.some((m) => this.acceptsOrders(m))) this.stepOrders();
    }
    if (target > this.time) {
      this.exchange.advanceTo(target);
      this.time = target;
    }
  }

  /**
   * Market time up to which nothing happens but the clock while every market is closed (after the
   * close, at night, over weekends and holidays, at lunch): the exchange's next phase boundary or
   * rollover. `now` while a market takes orders. A caller may advance to it in one call.
   */
  quietUntil(): number {
    return MARKET_IDS.some((m) => this.acceptsOrders(m)) ? this.time : this.exchange.nextEventTime();
  }

  /**
   * Passes, in one jump, the closed minutes of the grid before the exchange's next boundary (never
   * past `target`). On each of them a minute-by-minute run only moves the clock-driven state (the
   * intraday volatility state and the futures basis, each from its own random stream) and recomputes
   * every fair value, which the next minute overwrites unread; so the same draws are made here and
   * the fair values computed once at the end: the tape is the one stepping each minute gives.
   */
  private passClosedMinutes(target: number): void {
    const until = Math.min(target, this.exchange.nextEventTime() - 1);
    let passed: number | undefined;
    let refreshed = false;
    for (
      let minute = Math.floor(this.time / MINUTE_MS) * MINUTE_MS + MINUTE_MS;
      minute <= until;
      minute += MINUTE_MS
    ) {
      // A minute that carries price variance is stepped in full (none does while every market is closed).
      if (varianceShare(secondsOfDayOf(minute), 1) > 0) break;
      while (minute - this.lastMinute >= MINUTE_MS) {
        this.lastMinute += MINUTE_MS;
        this.fair.stepMinute();
      }
      if (minute - this.lastFairStep >= FAIR_STEP_MS) {
        this.lastFairStep = minute;
        this.stepBasis();
        refreshed = true;
      }
      passed = minute;
    }
    if (passed === undefined) return;
    this.exchange.advanceTo(passed);
    this.time = passed;
    this.exchange.observeUnderlying(this.indexes.value('VN30'));
    if (refreshed) this.computeFair();
  }

  private acceptsOrders(market: MarketId): boolean {
    return ORDER_PHASES.has(this.exchange.phase(market));
  }

  private stepFair(): void {
    while (this.time - this.lastMinute >= MINUTE_MS) {
      this.lastMinute += MINUTE_MS;
      this.fair.stepMinute();
    }
    const elapsed = this.time - this.lastFairStep;
    if (elapsed < FAIR_STEP_MS) return;
    this.lastFairStep = this.time;
    const seconds = secondsOfDayOf(this.time);
    const share = varianceShare(seconds, elapsed / 1000);
    this.fair.step(share, undefined, (share * (1 - OVERNIGHT_NEWS)) / (1 - OVERNIGHT_VARIANCE)); // news: none if 1
    const burst = seconds <= NINE + FUTURE_OPEN_BURST.minutes * 60 ? FUTURE_OPEN_BURST.multiple : 1;
    this.premium.step(tradingVarianceShare(seconds, elapsed / 1000) * burst, this.vn30Ratio);
    this.refreshFair();
  }

  private refreshFair(): void {
    this.stepBasis();
    this.computeFair();
  }

  /** The futures basis's random walk, one draw of the flow stream per fair-value refresh. */
  private stepBasis(): void {
    this.basis = 0.9995 * this.basis + 0.00002 * this.flow.normal();
  }

  private computeFair(): void {
    for (const i of this.instruments)
      if (i.fairIndex >= 0) this.fairBySymbol.set(i.symbol, Math.exp(this.fair.logFair[i.fairIndex]!));
    this.vn30Ratio =
      basketValue(
        this.vn30,
        (s) => this.fairBySymbol.get(s) ?? REFERENCE.stocks.find((r) => r.symbol === s)?.refPrice ?? 0,
      ) / INDEX_DEFINITIONS[1]!.level;
    for (const i of this.instruments) {
      if (i.fairIndex < 0)
        this.fairBySymbol.set(
          i.symbol,
          // Only futures price off the basis and their premium.
          derivedFair(
            i,
            this.vn30Ratio,
            this.basis + Math.expm1(this.premium.value),
            (s) => this.fairBySymbol.get(s) ?? 0,
            this.time,
          ),
        );
    }
  }

  private stepOrders(): void {
    const seconds = secondsOfDayOf(this.time);
    const weights = new Map<MarketId, number>();
    for (const m of MARKET_IDS) weights.set(m, arrivalWeight(m, this.exchange.phase(m), seconds));
    const vol = this.fair.activityMultiplier;
    for (let k = 0; k < this.traders.length; k += 1) {
      const trader = this.traders[k]!;
      const instrument = trader.instrument;
      const weight = weights.get(instrument.market) ?? 0;
      if (weight === 0) continue;
      const mean = instrument.takersPerDay * this.activity[k]! * weight * vol * (STEP_MS / 1000);
      const events = mean < 0.2 ? (this.flow.uniform() < mean ? 1 : 0) : this.flow.poisson(mean);
      if (instrument.lastTradingDate !== undefined && this.exchange.tradingDate > instrument.lastTradingDate)
        continue;
      const phase = this.exchange.phase(instrument.market);
      const fair = this.fairBySymbol.get(instrument.symbol) ?? instrument.referencePrice;
      if (
        instrument.kind === 'cw' &&
        phase === 'CONTINUOUS' &&
        this.time - this.issuerQuotedAt[k]! >= ISSUER_QUOTE_MS
      ) {
        this.issuerQuotedAt[k] = this.time;
        trader.makeMarket(fair);
      }
      if (events === 0) continue;
      for (let e = 0; e < events; e += 1) {
        if (phase === 'PLO') trader.postClose();
        else
          trader.event(
            fair,
            phase === 'CONTINUOUS' && !instrument.stock?.restricted ? 'continuous' : 'auction',
            1,
          );
      }
    }
    this.desk.step(this.time, (s) => this.fairBySymbol.get(s) ?? 0);
  }

  private bands(): DayBand[] {
    return this.instruments.map((i) => {
      const snap = this.exchange.snapshot(i.symbol, 0);
      return {
        symbol: i.symbol,
        reference: snap?.reference ?? i.referencePrice,
        ceiling: snap?.ceiling ?? 0,
        floor: snap?.floor ?? 0,
      };
    });
  }

  private startDay(): void {
    this.live.clear();
    this.foreign.newDay();
    for (const trader of this.traders) {
      const snap = this.exchange.snapshot(trader.instrument.symbol, 0);
      trader.startDay(snap?.ceiling ?? 0, snap?.floor ?? 0);
    }
    const market = Math.exp(0.25 * this.flow.normal() - 0.03);
    for (let k = 0; k < this.activity.length; k += 1)
      this.activity[k] = market * Math.exp(0.35 * this.flow.normal() - 0.06);
    this.refreshFair();
  }

  private dispatch(event: ExchangeEvent): void {
    if (event.type === 'order' && event.owner.kind === 'participant') {
      this.live.apply(event);
      if (event.status === 'fill' && event.owner.participantId === 'FOREIGN')
        this.foreign.fill(event.symbol, event.side, event.fillPrice ?? 0, event.fillVolume ?? 0);
    } else if (event.type === 'trade' && event.board === 'lot') {
      this.indexes.trade(event.time, event.symbol, event.price, event.volume);
    } else if (event.type === 'putThrough' && event.kind === 'deal') {
      this.indexes.putThrough(event.symbol, event.volume, event.value);
    } else if (event.type === 'rollover') {
      this.fair.endDay();
      this.fair.step(OVERNIGHT_VARIANCE, this.fair.regimeMultiplier, OVERNIGHT_NEWS);
      // A stock going ex is worth what the exchange's formula takes off its close.
      for (const ex of event.exRights ?? []) {
        const index = this.fairIndexOf.get(ex.symbol);
        if (index !== undefined && ex.close > 0)
          this.fair.logFair[index]! += Math.log(ex.reference / ex.close);
      }
      this.indexes.startDay(event.references);
      this.startDay();
    }
    for (const listener of this.listeners) listener(event);
  }
}
