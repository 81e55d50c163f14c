// Sends written orders to the exchange: at once after their commit, reserved (Q) orders in a phase
// of their market that takes them and began after they were placed (in the order they were placed;
// those still waiting at their day's close expire), and after a restart every order the database
// holds as open (the simulated exchange keeps no state across a crash), with what is left of its
// volume. The one rule of when a waiting order goes is `dueNow`: on a phase change, on an order
// written while its phase began, and at the restart's re-sync alike.
import {
  ORDER_STATUS_CODES as CODE,
  isOrderTypeAllowedInPhase,
  lotKindOf,
  type InstrumentKind,
  type MarketId,
  type OrderType,
  type Phase,
} from '@sen/market';
import type { Order } from '@sen/protocol';
import type { OmsDeps } from './order-deps.ts';
import type { OrderFollower } from './order-follower.ts';
import { openOrders, toOrder, type OrderRow } from './order-repository.ts';
import { EXCHANGE_REJECT_KEYS } from './order-rejection.ts';
import { phaseStartOf, reservedSession } from './reserved-session.ts';
import { SenError } from '../../plugins/errors/sen-error.ts';

/** Sub-accounts whose owner object is kept (cleared when full: an order then gets a new one). */
const MAX_OWNERS = 100_000;

export class OrderSubmitter {
  /** Orders written but not at the exchange yet (reserved, or re-synced outside their phase). */
  private readonly waiting = new Map<number, OrderRow>();
  /** One owner object a sub-account, shared by its orders at the exchange (kept as long as they rest). */
  private readonly owners = new Map<string, { kind: 'broker'; accountId: string }>();

  /** How long the last re-sync took to read the open orders, send them and write their acceptances. */
  lastResync: { readMs: number; sendMs: number; writeMs: number } | undefined;

  constructor(
    private readonly deps: OmsDeps,
    private readonly follower: OrderFollower,
  ) {}

  /** Sends one written order; a refusal is also recorded by the follower (status R). */
  submit(row: OrderRow): Order {
    const remaining = Number(row.volume) - Number(row.matched_volume);
    const result = this.deps.market.submit({
      symbol: row.symbol,
      side: row.side as 'B' | 'S',
      type: row.order_type as OrderType,
      volume: remaining,
      ...(row.price === null ? {} : { price: Number(row.price) }),
      owner: this.ownerOf(row.sub_acnt_no),
      clientRef: String(row.id),
    });
    if (!result.ok) throw new SenError(EXCHANGE_REJECT_KEYS[result.reason]);
    return { ...toOrder(row), status: row.status === 'S' || row.status === 'Q' ? 'P' : row.status };
  }

  private ownerOf(accountId: string): { kind: 'broker'; accountId: string } {
    let owner = this.owners.get(accountId);
    if (owner === undefined) {
      if (this.owners.size >= MAX_OWNERS) this.owners.clear();
      owner = Object.freeze({ kind: 'broker' as const, accountId });
      this.owners.set(accountId, owner);
    }
    return owner;
  }

  /** Keeps a written order until its market takes it. */
  hold(row: OrderRow): void {
    this.waiting.set(row.id, row);
  }

  /**
   * Keeps a reserved order just written until its session: sent at once only when a phase that
   * takes it began while it was being written (after it was placed), with the market's other
   * waiting orders due then.
   */
  reserve(row: OrderRow): void {
    this.hold(row);
    const market = row.market as MarketId;
    if (this.dueNow(market)(row)) this.release(market);
  }

  forget(id: number): void {
    this.waiting.delete(id);
  }

  /**
   * A market changed phase: its waiting orders due in the new phase are sent, in the order they were
   * placed; at the day's close those due today that no session took expire (their money released).
   */
  onSession(market: MarketId, phase: Phase): void {
    if (phase === 'CLOSED') this.expireDue(market, this.deps.market.tradingDate());
    else this.release(market);
  }

  /**
   * Which waiting orders of a market go now. The current phase must take the order's type (for
   * what is left of its volume); a reserved (Q) one must also have been placed before the phase
   * began (market clock, `placed_at`): it never goes in the phase it was placed in (a next-session
   * order placed in continuous matching waits for the next phase that takes it, across a restart
   * too). Orders the exchange held before a restart (live) and reserved rows written before
   * placement times were kept (null) go as the phase takes them.
   */
  private dueNow(market: MarketId): (row: OrderRow) => boolean {
    const phase = this.deps.market.phase(market);
    const began = phaseStartOf(market, phase, this.deps.market.time());
    return (row) => {
      const lot = lotKindOf(row.kind as InstrumentKind, Number(row.volume) - Number(row.matched_volume));
      if (!lot || !isOrderTypeAllowedInPhase(market, phase, lot, row.order_type as OrderType)) return false;
      if (row.status !== CODE.reserved || row.placed_at === null) return true;
      return began !== undefined && Number(row.placed_at) < began;
    };
  }

  /**
   * Sends the waiting orders of a market that are due now (`dueNow`), in the order they were
   * placed: orders the exchange held before a restart or failover (live, already dated) go again at
   * once; reserved ones are first marked sent (status S) on today's trading date by one writer job.
   */
  private release(market: MarketId): void {
    const isDue = this.dueNow(market);
    const due: OrderRow[] = [];
    for (const row of this.waiting.values()) if (row.market === market && isDue(row)) due.push(row);
    if (due.length === 0) return;
    due.sort((a, b) => a.id - b.id);
    for (const row of due) this.waiting.delete(row.id);
    const send = (row: OrderRow) => {
      try {
        this.submit(row);
      } catch {
        // The follower records the exchange's rejection event (status R, blocked amount released).
      }
    };
    // Live orders were placed before any reserved one still waiting: they go first.
    for (const row of due) if (row.status !== CODE.reserved) send(row);
    const reserved = due.filter((row) => row.status === CODE.reserved);
    if (reserved.length === 0) return;
    void this.follower.markSent(reserved, this.deps.market.tradingDate()).then((sent) => {
      for (const row of sent) send(row);
    }, this.deps.onError);
  }

  /** Expires the waiting orders of a market due on or before `date` (its session has ended). */
  private expireDue(market: MarketId, date: string): void {
    const due = [...this.waiting.values()].filter((row) => row.market === market && row.trade_date <= date);
    for (const row of due.sort((a, b) => a.id - b.id)) {
      this.waiting.delete(row.id);
      this.follower.expire(row.id).catch(this.deps.onError);
    }
  }

  /**
   * After a start: orders of an earlier trading day that were still open end (expired, their
   * blocked money released), and so do reserved orders whose day has ended unsent; today's and
   * reserved ones wait to be sent again as their phase allows. Fully matched orders are neither
   * re-sent nor counted.
   */
  async resync(): Promise<{ resent: number; expired: number }> {
    const today = this.deps.market.tradingDate();
    const time = this.deps.market.time();
    let expired = 0;
    // A node that led before may still keep orders another node has since sent or ended.
    this.waiting.clear();
    const started = performance.now();
    const open = await openOrders(this.deps.db);
    const read = performance.now();
    for (const row of open) {
      // Fully matched (status M with nothing left): done, nothing to send again.
      if (Number(row.matched_volume) >= Number(row.volume)) continue;
      const ended =
        row.status === 'Q'
          ? row.trade_date < reservedSession(row.market as MarketId, time, today).date &&
            row.trade_date <= today
          : row.trade_date < today;
      if (ended) {
        await this.follower.expire(row.id);
        expired += 1;
      } else this.hold(row);
    }
    const resent = this.waiting.size;
    // Their acceptances are written by one writer job (OrderFollower.resend).
    let sent = 0;
    const statuses = new Map([...this.waiting.values()].map((row) => [row.id, row.status]));
    await this.follower.resend(
      () => {
        for (const market of new Set([...this.waiting.values()].map((r) => r.market as MarketId)))
          this.release(market);
        sent = performance.now();
      },
      (id) => statuses.get(id),
    );
    const ms = (from: number, to: number) => Math.round(to - from);
    this.lastResync = {
      readMs: ms(started, read),
      sendMs: ms(read, sent),
      writeMs: ms(sent, performance.now()),
    };
    return { resent, expired };
  }
}
