// The market clock: maps the server's wall clock to market time, in demo or real mode. Pure: now() is injected.
import {
  MARKET_IDS,
  addTradingDays,
  onOrAfterTradingDay,
  parseTimeOfDay,
  timeOfDayText,
  type CalendarDate,
  type MarketId,
  type Phase,
  type HolidayList,
} from '@sen/market';
import { marketDateOf, marketTimeAt } from './market-time.ts';
import { daySchedule, phaseIn } from './session-schedule.ts';

/** Mode and inputs of a market clock. */
export interface MarketClockOptions {
  mode: 'demo' | 'real';
  /** Wall clock, epoch ms (the server passes Date.now). */
  now: () => number;
  /** Demo: market time of day the virtual day starts, 'HH:MM' (default '09:00'). */
  start?: string;
  /** Demo: the first trading day (on or after this yyyy-mm-dd); default the wall clock's market date. */
  startDate?: CalendarDate;
  /** Demo: market seconds per wall second (default 1). */
  speed?: number;
  /** Demo: market time of day the virtual day ends and the next trading day starts (default '15:10'). */
  end?: string;
  holidays?: HolidayList;
}

/** The origin of a demo clock's virtual days: wall ms at the first day's start, that day and start. */
export interface ClockDay {
  origin: number;
  firstDay: CalendarDate;
  /** 'HH:MM:SS' */
  start: string;
}

/** A market entering a phase, as seen by the clock. */
export interface ClockStatus {
  market: MarketId;
  phase: Phase;
  time: number;
  tradingDate: CalendarDate;
}

/**
 * Market time for the exchange. Demo: virtual days from `start` to `end` at `speed`, each followed
 * at once by the next trading day (weekends and holidays skipped). Real: the wall instant itself.
 */
export class MarketClock {
  private origin: number;
  private firstDay: CalendarDate;
  private startSeconds: number;
  private dayLength: number;
  private readonly last = new Map<MarketId, Phase>();

  constructor(private readonly options: MarketClockOptions) {
    this.origin = options.now();
    this.firstDay = onOrAfterTradingDay(options.startDate ?? marketDateOf(this.origin), options.holidays);
    this.startSeconds = parseTimeOfDay(options.start ?? '09:00');
    this.dayLength = parseTimeOfDay(options.end ?? '15:10') - this.startSeconds;
    if (!(this.dayLength > 0)) throw new RangeError('demo clock: end must be after start');
    if (!((options.speed ?? 1) > 0)) throw new RangeError('demo clock: speed must be positive');
  }

  /** Where this clock's virtual days begin: stored so other nodes continue the same day (`adopt`). */
  get day(): ClockDay {
    return { origin: this.origin, firstDay: this.firstDay, start: timeOfDayText(this.startSeconds) };
  }

  /**
   * Demo: continues the virtual days of another clock (a market node that started earlier) from its
   * `day`, so every node reports the same market time. The real clock follows the wall clock anyway.
   */
  adopt(day: ClockDay): void {
    if (this.options.mode === 'real') return;
    const startSeconds = parseTimeOfDay(day.start);
    const dayLength = parseTimeOfDay(this.options.end ?? '15:10') - startSeconds;
    if (!(dayLength > 0)) throw new RangeError('demo clock: end must be after start');
    this.origin = day.origin;
    this.firstDay = day.firstDay;
    this.startSeconds = startSeconds;
    this.dayLength = dayLength;
  }

  /**
   * Market time the clock started at: demo, the configured start of its first day (not the first
   * reading, which comes some wall milliseconds later); real, the wall instant it was built. The
   * simulator starts here, so the same seed and start give the same tape on every run.
   */
  startTime(): number {
    if (this.options.mode === 'real') return this.origin;
    return marketTimeAt(this.firstDay, this.startSeconds);
  }

  /**
   * How market time moves with the wall clock, for clients that advance it between syncs: market
   * seconds per wall second and, demo, the times of day ('HH:MM:SS') the virtual day starts and
   * ends at (the next trading day's start follows the end at once; market time never reads the end).
   */
  pace(): { speed: number; dayStart?: string; dayEnd?: string } {
    if (this.options.mode === 'real') return { speed: 1 };
    return {
      speed: this.options.speed ?? 1,
      dayStart: timeOfDayText(this.startSeconds),
      dayEnd: timeOfDayText(this.startSeconds + this.dayLength),
    };
  }

  /** Current market time, epoch ms. */
  marketTime(): number {
    const now = this.options.now();
    if (this.options.mode === 'real') return now;
    const elapsed = Math.max(0, now - this.origin) * (this.options.speed ?? 1);
    const dayMs = this.dayLength * 1000;
    const day = Math.floor(elapsed / dayMs);
    const date = addTradingDays(this.firstDay, day, this.options.holidays);
    return marketTimeAt(date, this.startSeconds) + (elapsed - day * dayMs);
  }

  /** Phase of every market now. */
  phases(): Record<MarketId, Phase> {
    return this.phasesAt(this.marketTime());
  }

  private phasesAt(time: number): Record<MarketId, Phase> {
    const schedule = daySchedule(marketDateOf(time), this.options.holidays);
    return Object.fromEntries(
      MARKET_IDS.map((market) => [market, phaseIn(schedule, market, time)]),
    ) as Record<MarketId, Phase>;
  }

  /** Markets whose phase changed since the previous poll (every market on the first poll). */
  poll(): ClockStatus[] {
    const time = this.marketTime();
    const tradingDate = marketDateOf(time);
    const changes: ClockStatus[] = [];
    for (const [market, phase] of Object.entries(this.phasesAt(time)) as [MarketId, Phase][]) {
      if (this.last.get(market) === phase) continue;
      this.last.set(market, phase);
      changes.push({ market, phase, time, tradingDate });
    }
    return changes;
  }
}
