import { addTicks, roundToTick } from '@sen/market';
import type { Exchange } from '../exchange/exchange.ts';
import type { OrderType, Owner, Side } from '../exchange/types.ts';
import type { Rng } from '../reference/rng.ts';
import type { SimInstrument } from '../simulation/universe.ts';
import type { LiveOrder, LiveOrders } from './live-orders.ts';

/** Owners of simulated orders: market makers, local takers, foreign investors, resting noise. */
const OWNERS = {
  maker: { kind: 'participant', participantId: 'MAKER' },
  local: { kind: 'participant', participantId: 'LOCAL' },
  foreign: { kind: 'participant', participantId: 'FOREIGN' },
  noise: { kind: 'participant', participantId: 'NOISE' },
} as const satisfies Record<string, Owner>;

const MAX_NOISE = 14;
/** Chance per arrival that the maker steps back for a while (a stock's, a future's). */
const STEP_BACK = 0.015;
const FUTURE_STEP_BACK = 0.002;
/** Share of a stock's continuous-trading events that bring an odd-lot order too. */
const ODD_LOT_SHARE = 0.3;

/** How an event may trade: continuous matching, a call auction (no cancels) or none. */
export type TradingMode = 'continuous' | 'auction';

/** The participants of one instrument: a market maker's ladder, takers and resting noise orders. */
export class InstrumentTrader {
  ceiling = 0;
  floor = 0;
  /** The maker's best quotes after its last refresh (0 when it quotes none on that side). */
  private bestBid = 0;
  private bestAsk = 0;
  /** Events left in a spell of wider quotes, and by how many ticks. */
  private wideEvents = 0;
  private wideTicks = 0;
  private bids: LiveOrder[] = [];
  private asks: LiveOrder[] = [];
  private noise: LiveOrder[] = [];
  private readonly lot: number;
  private readonly maxVolume: number;

  constructor(
    readonly instrument: SimInstrument,
    private readonly exchange: Exchange,
    private readonly live: LiveOrders,
    private readonly rng: Rng,
    /** Foreign room check: true when a foreign buy of this volume fits. */
    private readonly foreignRoom: (symbol: string, volume: number) => boolean,
    /** The odd-lot investors' own stream: their flow leaves the board-lot tape as it was. */
    private readonly oddRng?: Rng,
  ) {
    this.lot = instrument.kind === 'future' ? 1 : 100;
    this.maxVolume = instrument.kind === 'future' ? 500 : 500_000;
  }

  /** A new day: the exchange expired every order; new band. */
  startDay(ceiling: number, floor: number): void {
    this.ceiling = ceiling;
    this.floor = floor;
    this.bids = [];
    this.asks = [];
    this.noise = [];
    this.bestBid = 0;
    this.bestAsk = 0;
  }

  /** The ticks just below and above a fair value inside the band (at least one tick apart). */
  private bracket(fair: number): { below: number; above: number } {
    const { market, kind } = this.instrument;
    const f = Math.min(Math.max(fair, this.floor), this.ceiling);
    const below = roundToTick(market, kind, f, 'down');
    const above = Math.min(
      roundToTick(market, kind, f, 'up') === below
        ? addTicks(market, kind, below, 1)
        : roundToTick(market, kind, f, 'up'),
      this.ceiling,
    );
    return { below, above };
  }

  /**
   * The market maker refreshes its ladder on its own, with no investor arriving: a covered
   * warrant's issuer keeps two-sided quotes on its warrant through continuous trading.
   */
  makeMarket(fair: number): void {
    const { below, above } = this.bracket(fair);
    this.quote(fair, below, above);
  }

  /** One arrival: the maker refreshes its ladder, a taker trades, sometimes a resting order is added. */
  event(fair: number, mode: TradingMode, activity: number): void {
    const { below, above } = this.bracket(fair);
    if (mode === 'continuous') this.quote(fair, below, above);
    else if (this.bids.length === 0 && this.asks.length === 0) this.quote(fair, below, above);
    this.take(fair, below, above, mode);
    if (this.rng.chance(0.5 * activity)) this.rest(below, above, mode);
    if (mode === 'continuous') this.oddLot(below, above);
  }

  /**
   * Now and then an investor trades an odd lot (shares left from a dividend or a rights issue) in the
   * separate odd-lot book: about one taker event in three, a third of them marketable a tick or three
   * beyond the quote, the rest resting near it. Stocks only, in continuous trading only.
   */
  private oddLot(below: number, above: number): void {
    const rng = this.oddRng;
    if (rng === undefined || this.instrument.kind !== 'stock' || !rng.chance(ODD_LOT_SHARE)) return;
    const { market, kind } = this.instrument;
    const side: Side = rng.chance(0.5) ? 'B' : 'S';
    const ticks = rng.chance(0.35) ? rng.int(1, 3) : -rng.int(0, 3);
    const price =
      side === 'B'
        ? Math.min(Math.max(addTicks(market, kind, above, ticks), this.floor), this.ceiling)
        : Math.max(Math.min(addTicks(market, kind, below, -ticks), this.ceiling), this.floor);
    this.submit(side, price, rng.int(1, 99), OWNERS.noise, 'LO');
  }

  private quote(fair: number, below: number, above: number): void {
    const { market, kind, makerLevels } = this.instrument;
    // Now and then the maker steps back (after being hit, before news): the spread opens for a while
    // (seldom on a future: the front month's makers are the deepest in the market, its one-minute
    // returns show little bid-ask bounce, lag-1 autocorrelation -0.018).
    if (this.wideEvents > 0) this.wideEvents -= 1;
    else if (this.rng.chance(kind === 'future' ? FUTURE_STEP_BACK : STEP_BACK)) {
      this.wideEvents = this.rng.int(5, 40);
      this.wideTicks = this.rng.int(1, 5);
    }
    const spreadTicks = this.instrument.spreadTicks + (this.wideEvents > 0 ? this.wideTicks : 0);
    const widen = Math.floor((spreadTicks - 1) / 2);
    const clamp = (price: number): number => Math.min(Math.max(price, this.floor), this.ceiling);
    let bestBid = clamp(addTicks(market, kind, below, -widen));
    let bestAsk = clamp(addTicks(market, kind, above, spreadTicks - 1 - widen));
    if (bestBid >= bestAsk) {
      if (bestAsk >= this.ceiling) bestBid = addTicks(market, kind, this.ceiling, -1);
      else bestAsk = addTicks(market, kind, bestBid, 1);
    }
    // Beyond the band the maker only joins the queue at the limit: no offers at the ceiling, no bids at the floor.
    if (fair > this.ceiling) bestBid = this.ceiling;
    if (fair < this.floor) bestAsk = this.floor;
    const bids = this.levels('B', fair < this.floor ? -1 : bestBid, makerLevels);
    const asks = this.levels('S', fair > this.ceiling ? -1 : bestAsk, makerLevels);
    // Cancel stale quotes on both sides first, so a new bid never meets the maker's own old offer.
    this.bestBid = bids[0] ?? 0;
    this.bestAsk = asks[0] ?? 0;
    this.bids = this.prune(this.bids, bids);
    this.asks = this.prune(this.asks, asks);
    this.fill(this.bids, 'B', bids);
    this.fill(this.asks, 'S', asks);
  }

  /** Prices of the maker's levels on one side, from `best` away from the spread. */
  private levels(side: Side, best: number, count: number): number[] {
    const { market, kind } = this.instrument;
    const wanted: number[] = [];
    for (
      let price = best, i = 0;
      best > 0 && i < count && price >= this.floor && price <= this.ceiling;
      i += 1
    ) {
      wanted.push(price);
      price = addTicks(market, kind, price, side === 'B' ? -1 : 1);
    }
    return wanted;
  }

  /** Cancels maker orders no longer at a wanted price; returns the ones kept. */
  private prune(orders: LiveOrder[], wanted: readonly number[]): LiveOrder[] {
    const kept: LiveOrder[] = [];
    for (const order of orders) {
      if (order.remaining <= 0) continue;
      if (wanted.includes(order.price)) kept.push(order);
      else this.exchange.cancel(order.id);
    }
    return kept;
  }

  /** Tops up each wanted level that holds less than a third of the maker's size. */
  private fill(kept: LiveOrder[], side: Side, wanted: readonly number[]): void {
    const { makerSize } = this.instrument;
    for (const price of wanted) {
      let resting = 0;
      for (const order of kept) if (order.price === price) resting += order.remaining;
      if (resting >= makerSize * 0.3) continue;
      const placed = this.submit(side, price, this.volume(makerSize, 0.4), OWNERS.maker, 'LO');
      if (placed) kept.push(placed);
    }
  }

  /** One arrival in the HNX post-close session: a PLO order at the closing price. */
  postClose(): void {
    // PLO trades at the day's close: none without a match today.
    if ((this.exchange.snapshot(this.instrument.symbol, 0)?.close ?? 0) === 0) return;
    const side: Side = this.rng.chance(0.5) ? 'B' : 'S';
    this.submit(side, 0, this.volume(this.instrument.orderSize, 0.8), OWNERS.local, 'PLO');
  }

  private take(fair: number, below: number, above: number, mode: TradingMode): void {
    const { market, kind, orderSize, foreignShare, symbol } = this.instrument;
    const side: Side = this.rng.chance(
      0.5 + Math.max(-0.2, Math.min(0.2, (fair - (below + above) / 2) / (above - below + 1))),
    )
      ? 'B'
      : 'S';
    const volume = this.volume(orderSize, 1);
    const reach = this.rng.chance(0.7) ? 0 : this.rng.chance(0.65) ? 1 : 2;
    const foreign = this.rng.chance(foreignShare) && (side === 'S' || this.foreignRoom(symbol, volume));
    const owner = foreign ? OWNERS.foreign : OWNERS.local;
    const phase = this.exchange.phase(market);
    // ATO/ATC orders only in the opening and closing calls (a restricted stock's periodic calls take LO).
    if (mode === 'auction' && this.rng.chance(0.2) && (phase === 'ATO' || phase === 'ATC')) {
      this.submit(side, 0, volume, owner, phase);
      return;
    }
    // In continuous trading a taker crosses to the maker's quote (and a tick or two beyond it).
    const buyFrom = mode === 'continuous' && this.bestAsk > 0 ? this.bestAsk : above;
    const sellFrom = mode === 'continuous' && this.bestBid > 0 ? this.bestBid : below;
    const price =
      side === 'B'
        ? Math.min(addTicks(market, kind, buyFrom, reach), this.ceiling)
        : Math.max(addTicks(market, kind, sellFrom, -reach), this.floor);
    this.submit(side, price, volume, owner, 'LO');
  }

  private rest(below: number, above: number, mode: TradingMode): void {
    const { market, kind, orderSize } = this.instrument;
    const side: Side = this.rng.chance(0.5) ? 'B' : 'S';
    const away = 1 + Math.floor(-Math.log(1 - this.rng.uniform()) * 2.5);
    const price =
      side === 'B'
        ? Math.max(addTicks(market, kind, below, -away), this.floor)
        : Math.min(addTicks(market, kind, above, away), this.ceiling);
    if (kind === 'stock' && this.rng.chance(0.05)) {
      this.submit(side, price, this.rng.int(1, 99), OWNERS.noise, 'LO');
      return;
    }
    const placed = this.submit(side, price, this.volume(orderSize, 0.8), OWNERS.noise, 'LO');
    if (placed) this.noise.push(placed);
    if (this.noise.length > MAX_NOISE) {
      this.noise = this.noise.filter((o) => o.remaining > 0);
      const oldest = this.noise.shift();
      if (oldest && mode === 'continuous') this.exchange.cancel(oldest.id);
    }
  }

  private volume(mean: number, sd: number): number {
    const raw = mean * Math.exp(sd * this.rng.normal() - (sd * sd) / 2);
    return Math.min(this.maxVolume, Math.max(this.lot, Math.round(raw / this.lot) * this.lot));
  }

  private submit(
    side: Side,
    price: number,
    volume: number,
    owner: Owner,
    type: OrderType,
  ): LiveOrder | undefined {
    const result = this.exchange.submit({
      symbol: this.instrument.symbol,
      side,
      type,
      price: type === 'LO' ? price : undefined,
      volume,
      owner,
    });
    return result.ok ? this.live.get(result.orderId) : undefined;
  }
}
