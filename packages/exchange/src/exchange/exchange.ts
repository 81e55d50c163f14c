// The exchange facade: one object owns every book, the session state and the event stream.
import {
  MARKET_IDS,
  onOrAfterTradingDay,
  addTradingDays,
  type CalendarDate,
  type ExRightsAction,
  type MarketId,
  type Phase,
  EXCHANGE_HOLIDAYS,
  type HolidayList,
} from '@sen/market';
import { BUY, SELL } from '../book/book-order.ts';
import { topLevels } from '../book/depth.ts';
import { marketDateOf, marketTimeAt } from '../clock/market-time.ts';
import { daySchedule, phaseIn, withPeriodicCalls, type PhaseBoundary } from '../clock/session-schedule.ts';
import { contractOn } from '../rollover/futures-settlement.ts';
import { rollover } from '../rollover/rollover.ts';
import { cancelOrder, replaceOrder } from './amend-order.ts';
import type { ExchangeEvent } from './events.ts';
import { counterIds, ExchangeCore, type IdSource } from './exchange-core.ts';
import { InstrumentState, bandFor } from './instrument-state.ts';
import { enterOrder } from './order-entry.ts';
import {
  advertise,
  cancelPutThrough,
  confirmPutThrough,
  expireProposals,
  listAdvertisements,
  proposePutThrough,
  putThrough,
  withdrawAdvertisement,
} from './put-through.ts';
import { endPloCall, enterPhase, runPeriodicCalls } from './session-actions.ts';
import { symbolSnapshot, type SymbolSnapshot } from './snapshot.ts';
import type {
  Advertisement,
  AdvertisementRequest,
  Amendment,
  Board,
  CommandResult,
  DepthLevel,
  InstrumentSpec,
  OrderRequest,
  Owner,
  PutThroughProposal,
  PutThroughProposalRequest,
  PutThroughRequest,
} from './types.ts';
import { validateOrder } from './validate-order.ts';

export type { IdSource };

/** What an exchange is built from. */
export interface ExchangeOptions {
  instruments: readonly InstrumentSpec[];
  /** Market time (epoch ms) the exchange starts at; the first trading day is its date or the next one. */
  startTime: number;
  idSource?: IdSource;
  holidays?: HolidayList;
  /** The ex-date adjustments of a trading day by symbol (the corporate-action calendar); none by default. */
  exRights?: (date: CalendarDate) => ReadonlyMap<string, ExRightsAction>;
}

/** The simulated exchange: HOSE, HNX, UPCOM and derivatives books, sessions and events. */
export class Exchange {
  private readonly core: ExchangeCore;
  private readonly holidays: HolidayList;
  private schedule: PhaseBoundary[];
  private nextBoundary = 0;
  /** Whether any HOSE restricted stock trades (its periodic calls then join the schedule). */
  private readonly periodicCalls: boolean;

  private readonly exRights: (date: CalendarDate) => ReadonlyMap<string, ExRightsAction>;

  constructor(options: ExchangeOptions) {
    this.holidays = options.holidays ?? EXCHANGE_HOLIDAYS;
    this.exRights = options.exRights ?? (() => new Map());
    const tradingDate = onOrAfterTradingDay(marketDateOf(options.startTime), this.holidays);
    const core = (this.core = new ExchangeCore(
      options.idSource ?? counterIds(),
      options.startTime,
      tradingDate,
    ));
    for (const spec of options.instruments) {
      const state = new InstrumentState(spec);
      core.instruments.set(spec.symbol, state);
      core.byMarket.set(spec.market, [...(core.byMarket.get(spec.market) ?? []), state]);
    }
    const states = [...core.instruments.values()];
    for (const state of [
      ...states.filter((s) => s.spec.kind !== 'cw'),
      ...states.filter((s) => s.spec.kind === 'cw'),
    ]) {
      const { spec } = state;
      const underlying = spec.underlying ? core.instruments.get(spec.underlying) : undefined;
      state.startDay(
        spec.referencePrice,
        bandFor(spec, spec.referencePrice, underlying, spec.firstDay ?? false),
      );
    }
    for (const state of states)
      if (state.spec.kind === 'future')
        core.futuresContracts.set(
          state.spec.symbol,
          contractOn(state.spec.symbol, tradingDate, this.holidays),
        );
    this.periodicCalls = states.some((s) => s.spec.restricted === true && s.spec.market === 'HSX');
    this.schedule = this.scheduleOf(tradingDate);
    for (const market of MARKET_IDS)
      core.phases.set(market, phaseIn(this.schedule, market, options.startTime));
    while (
      this.nextBoundary < this.schedule.length &&
      this.schedule[this.nextBoundary]!.time <= options.startTime
    )
      this.nextBoundary += 1;
  }

  /** Current market time (epoch ms). */
  get time(): number {
    return this.core.time;
  }

  /** Current trading date 'YYYY-MM-DD'. */
  get tradingDate(): CalendarDate {
    return this.core.tradingDate;
  }

  /** Phase of a market now. */
  phase(market: MarketId): Phase {
    return this.core.phases.get(market)!;
  }

  /** Instruments as configured. */
  instruments(): InstrumentSpec[] {
    return [...this.core.instruments.values()].map((state) => state.spec);
  }

  /** Registers the single event listener; returns a function that removes it. */
  onEvent(listener: (event: ExchangeEvent) => void): () => void {
    return this.core.out.listen(listener);
  }

  /**
   * Market time of the next thing the exchange does by itself: its next phase boundary today or,
   * after the day's last one, the rollover at the start of the next trading day (weekends and
   * holidays skipped). Until then no phase changes, so a closed market stays closed.
   */
  nextEventTime(): number {
    const boundary = this.schedule[this.nextBoundary];
    if (boundary) return boundary.time;
    return marketTimeAt(addTradingDays(this.core.tradingDate, 1, this.holidays), 0);
  }

  /** Moves market time forward, running auctions, expiries and rollovers at each boundary on the way. */
  advanceTo(time: number): void {
    const core = this.core;
    if (time < core.time) return;
    for (;;) {
      while (this.nextBoundary < this.schedule.length && this.schedule[this.nextBoundary]!.time <= time) {
        const boundary = this.schedule[this.nextBoundary++]!;
        core.time = boundary.time;
        if (boundary.step === 'PLO_CONTINUOUS') endPloCall(core);
        else if (boundary.step === 'PERIODIC_CALL') runPeriodicCalls(core);
        else enterPhase(core, boundary.market, boundary.phase);
        if (boundary.phase === 'CLOSED') expireProposals(core, boundary.market);
      }
      const nextDate = addTradingDays(core.tradingDate, 1, this.holidays);
      const dayStart = marketTimeAt(nextDate, 0);
      if (time < dayStart) break;
      core.time = dayStart;
      rollover(core, nextDate, this.holidays, this.exRights(nextDate));
      this.schedule = this.scheduleOf(nextDate);
      this.nextBoundary = 0;
    }
    core.time = time;
  }

  /** Validates and enters an order; matches it at once in continuous sessions and PLO. */
  submit(order: OrderRequest): CommandResult {
    const core = this.core;
    const state = core.instruments.get(order.symbol);
    const validation = !state
      ? ({ ok: false, reason: 'UNKNOWN_SYMBOL' } as const)
      : state.spec.lastTradingDate !== undefined && core.tradingDate > state.spec.lastTradingDate
        ? ({ ok: false, reason: 'EXPIRED_INSTRUMENT' } as const)
        : validateOrder(state, core.phases.get(state.spec.market)!, order);
    if (!validation.ok) {
      if (core.out.enabled) this.emitRejection(order, validation.reason);
      return validation;
    }
    return enterOrder(core, state!, order, validation.board, validation.tick);
  }

  /** Cancels the remainder of a resting order (continuous sessions only). */
  cancel(orderId: string): CommandResult {
    return cancelOrder(this.core, orderId);
  }

  /** Changes price or volume of a resting order (KRX: priority kept only when volume is reduced). */
  replace(orderId: string, change: Amendment): CommandResult {
    return replaceOrder(this.core, orderId, change);
  }

  /**
   * Tells the exchange a VN30 value (index points) published now by the index calculator: the
   * futures' final settlement price and a quiet contract's settlement price are computed from them.
   */
  observeUnderlying(value: number): void {
    this.core.underlying.observe(this.core.time, value);
  }

  /** Contract ticker a futures board symbol trades today (VN30F1M -> e.g. VN30F2612); undefined for others. */
  futuresContract(symbol: string): string | undefined {
    return this.core.futuresContracts.get(symbol);
  }

  /** Publishes a put-through advertisement. */
  advertise(request: AdvertisementRequest): CommandResult {
    return advertise(this.core, request);
  }

  /** Executes an agreed put-through deal at once (both sides known, e.g. the simulated desk). */
  putThrough(request: PutThroughRequest): CommandResult {
    return putThrough(this.core, request);
  }

  /** Proposes a put-through deal to a counterparty; `orderId` of the answer is the proposal id. */
  proposePutThrough(request: PutThroughProposalRequest): CommandResult {
    return proposePutThrough(this.core, request);
  }

  /** The counterparty confirms a proposal: the deal executes (`orderId` is the deal id) or is refused. */
  confirmPutThrough(proposalId: string, by: Owner): CommandResult {
    return confirmPutThrough(this.core, proposalId, by);
  }

  /**
   * The counterparty rejects, or the proposer cancels, a proposal not yet executed. An executed deal
   * cannot be cancelled (NOT_AMENDABLE).
   */
  cancelPutThrough(proposalId: string, by: Owner): CommandResult {
    return cancelPutThrough(this.core, proposalId, by);
  }

  /** A proposal of today, if `by` is one of its parties. */
  putThroughProposal(proposalId: string, by: Owner): PutThroughProposal | undefined {
    const proposal = this.core.proposals.get(proposalId);
    if (!proposal) return undefined;
    const party = [proposal.proposer, proposal.counterparty].some(
      (o) => JSON.stringify(o) === JSON.stringify(by),
    );
    return party ? { ...proposal } : undefined;
  }

  /** Withdraws one's own advertisement. */
  withdrawAdvertisement(advertisementId: string, by: Owner): CommandResult {
    return withdrawAdvertisement(this.core, advertisementId, by);
  }

  /** Today's listed advertisements (quảng cáo), oldest first, optionally of one symbol. */
  advertisements(symbol?: string): Advertisement[] {
    return listAdvertisements(this.core, symbol);
  }

  /** Read model of one symbol; undefined for an unknown symbol. */
  snapshot(symbol: string, levels = 3): SymbolSnapshot | undefined {
    const state = this.core.instruments.get(symbol);
    return state && symbolSnapshot(this.core, state, levels);
  }

  /** Top `levels` of each side of a book (board lot, odd lot or PLO). */
  depth(symbol: string, board: Board, levels: number): { bids: DepthLevel[]; asks: DepthLevel[] } {
    const state = this.core.instruments.get(symbol);
    const book = state && this.core.bookOf(state, board);
    if (!book) return { bids: [], asks: [] };
    const anchor = state!.auctionAnchor(this.core.phases.get(state!.spec.market));
    return { bids: topLevels(book, BUY, levels, anchor), asks: topLevels(book, SELL, levels, anchor) };
  }

  private scheduleOf(date: CalendarDate): PhaseBoundary[] {
    const schedule = daySchedule(date, this.holidays);
    return this.periodicCalls ? withPeriodicCalls(schedule, date) : schedule;
  }

  private emitRejection(order: OrderRequest, reason: OrderEventReason): void {
    const core = this.core;
    core.out.emit({
      type: 'order',
      time: core.time,
      orderId: '',
      clientRef: order.clientRef,
      owner: order.owner,
      symbol: order.symbol,
      board: order.type === 'PLO' ? 'plo' : order.volume < 100 && order.type === 'LO' ? 'odd' : 'lot',
      side: order.side,
      orderType: order.type,
      status: 'rejected',
      price: order.price ?? null,
      volume: order.volume,
      filled: 0,
      remaining: 0,
      reason,
    });
  }
}

type OrderEventReason = NonNullable<Extract<ExchangeEvent, { type: 'order' }>['reason']>;
