// VN30 futures: daily settlement price (DSP), final settlement at expiry, and the roll of the
// VN30F1M/F2M/F1Q/F2Q series (market-rules §4.2 and §9.1).
import {
  futuresLastTradingDay,
  FUTURES_ALIASES,
  listedContracts,
  parseFuturesSymbol,
  roundToTick,
  type CalendarDate,
  type HolidayList,
} from '@sen/market';
import { secondsOfDayOf } from '../clock/market-time.ts';
import type { InstrumentState } from '../exchange/instrument-state.ts';
import { closingPrice } from '../exchange/closing-price.ts';

const WINDOW_START = 14 * 3600 + 15 * 60;
const CONTINUOUS_END = 14 * 3600 + 30 * 60;
const WINDOW_END = 14 * 3600 + 45 * 60;
/** Highest and lowest continuous-session values left out of the final settlement average. */
const TRIMMED = 3;

/**
 * The VN30 values the exchange is told during the day (the index calculator publishes them): the
 * latest, yesterday's last, and those of the last 30 minutes (14:15-14:30 continuous, 14:30-14:45 ATC).
 */
export class UnderlyingTape {
  last: number | null = null;
  previousClose: number | null = null;
  private readonly continuous: number[] = [];
  private readonly closing: number[] = [];

  /** Records a VN30 value (index points) published at market time `time`. */
  observe(time: number, value: number): void {
    if (!(value > 0)) return;
    this.last = value;
    const seconds = secondsOfDayOf(time);
    if (seconds >= WINDOW_START && seconds < CONTINUOUS_END) this.continuous.push(value);
    else if (seconds >= CONTINUOUS_END && seconds <= WINDOW_END) this.closing.push(value);
  }

  /**
   * Final settlement price, index points x 100 (2 decimals): the simple average of the values of
   * the last 30 minutes, without the 3 highest and 3 lowest of the continuous session; null when
   * the exchange was told no value in that window.
   * @example continuous 1,2,...,10 and closing 8, 8 -> average of 4..7 and 8, 8 = 6.33 -> 633
   */
  finalSettlementPrice(): number | null {
    const sorted = [...this.continuous].sort((a, b) => a - b);
    const kept = [...sorted.slice(TRIMMED, Math.max(TRIMMED, sorted.length - TRIMMED)), ...this.closing];
    if (kept.length === 0) return null;
    return Math.round((kept.reduce((sum, v) => sum + v, 0) / kept.length) * 100);
  }

  /** Starts a new day: the last value becomes yesterday's close. */
  newDay(): void {
    if (this.last !== null) this.previousClose = this.last;
    this.continuous.length = 0;
    this.closing.length = 0;
  }
}

/** The settlement of one futures contract for the day that just ended (carried by the rollover event). */
export interface FuturesSettlement {
  /** Board symbol (an alias such as VN30F1M, or a contract ticker). */
  symbol: string;
  /** Contract ticker, e.g. VN30F2612. */
  contract: string;
  /** Trading date settled. */
  tradeDate: CalendarDate;
  /** Daily settlement price (index points x 100); on the last trading day, the final settlement price. */
  dailySettlementPrice: number;
  /** Final settlement price on the contract's last trading day (cash settled the next working day), else null. */
  finalSettlementPrice: number | null;
}

/** Contract ticker an alias trades on a date, or the symbol itself for a classic ticker. */
export function contractOn(symbol: string, date: CalendarDate, holidays: HolidayList): string {
  const alias = FUTURES_ALIASES.indexOf(symbol as (typeof FUTURES_ALIASES)[number]);
  return alias >= 0 ? listedContracts(date, holidays)[alias]!.symbol : symbol;
}

/** Last trading day of a contract ticker (the spec's date wins), or null when it is not a VN30F ticker. */
function lastTradingDay(
  state: InstrumentState,
  contract: string,
  holidays: HolidayList,
): CalendarDate | null {
  if (state.spec.lastTradingDate) return state.spec.lastTradingDate;
  const month = parseFuturesSymbol(contract);
  return month ? futuresLastTradingDay(month, holidays) : null;
}

/**
 * Settles every futures contract at the end of `previousDate` and gives each board symbol its next
 * reference on `tradingDate`.
 * - DSP: the closing price (ATC match, else the last match); a day without a match moves the
 *   previous DSP with VN30 (Sen's stand-in for VSDC's theoretical price), or keeps it.
 * - Last trading day: DSP = final settlement price (VN30 average of the last 30 minutes).
 * - Roll: an alias whose contract expired moves to the next one; its reference is that contract's
 *   DSP, or for a newly listed month the theoretical price (VN30's last value, on the tick).
 */
export function settleFutures(
  futures: readonly InstrumentState[],
  contracts: Map<string, string>,
  tape: UnderlyingTape,
  previousDate: CalendarDate,
  tradingDate: CalendarDate,
  holidays: HolidayList,
): { settlements: FuturesSettlement[]; references: Map<InstrumentState, number> } {
  const settlements: FuturesSettlement[] = [];
  const dspByContract = new Map<string, number>();
  const fsp = tape.finalSettlementPrice();
  const move = tape.last !== null && tape.previousClose !== null ? tape.last / tape.previousClose : 1;
  for (const state of futures) {
    const { symbol, market, kind } = state.spec;
    const contract = contracts.get(symbol) ?? contractOn(symbol, previousDate, holidays);
    const expiring = lastTradingDay(state, contract, holidays) === previousDate;
    const close = state.close || closingPrice(state);
    const theoretical = roundToTick(market, kind, state.reference * move, 'nearest');
    const dsp = expiring && fsp !== null ? fsp : close || theoretical;
    dspByContract.set(contract, dsp);
    settlements.push({
      symbol,
      contract,
      tradeDate: previousDate,
      dailySettlementPrice: dsp,
      finalSettlementPrice: expiring ? dsp : null,
    });
  }
  const references = new Map<InstrumentState, number>();
  for (const state of futures) {
    const { symbol, market, kind } = state.spec;
    const next = contractOn(symbol, tradingDate, holidays);
    contracts.set(symbol, next);
    const known = dspByContract.get(next);
    const fresh = tape.last !== null ? roundToTick(market, kind, tape.last * 100, 'nearest') : null;
    references.set(state, roundToTick(market, kind, known ?? fresh ?? state.reference, 'nearest'));
  }
  return { settlements, references };
}
