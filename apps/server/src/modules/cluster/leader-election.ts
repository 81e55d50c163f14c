// Elects the one node that runs the exchange simulator and the order sequencer (ARCHITECTURE §7)
// through a lease in PostgreSQL (`leader_lease`, one row, migration 023): the holder renews it every
// third of the lease; a follower reads it every poll and at the moment the lease it read runs out,
// and one that finds it not renewed in time (by the database's clock) takes it over, in one round
// trip, in a transaction that locks the row and raises its epoch. The epoch is the fencing token:
// every batch of the leader's order writer checks it in its own transaction (epoch-fence.ts), so a
// node resumed after a freeze, or cut off from the database, cannot change anything once another
// node took over. A leader steps down on its own when a renewal finds the lease taken or when its
// lease lapses by its own monotonic clock without a renewal; it then stays a candidate and competes
// again as soon as its connection answers and the lease is free.
import pg from 'pg';

const APP_NAME_PREFIX = 'sen:';
/** The database's clock in epoch ms (every lease time is the database's, never a node's). */
const DB_NOW = '(extract(epoch from clock_timestamp()) * 1000)::bigint';
/** A follower reads a lease this long after it should have run out (clock granularity). */
const EXPIRY_MARGIN_MS = 2;

interface LeaseRow {
  holder: string;
  epoch: number;
  acquired_at: number;
  expires_at: number;
  now: number;
}

/** What a node last read of the lease (and of the market day stored beside it). */
export interface LeaseView {
  holder: string | undefined;
  epoch: number;
  /** Database clock, epoch ms. */
  acquiredAt: number;
  expiresAt: number;
  /** The database's clock when read, epoch ms. */
  readAt: number;
}

export interface ElectionOptions {
  databaseUrl: string;
  nodeId: string;
  /** How often a follower reads the lease. */
  pollMs: number;
  /** A lease not renewed for this long is taken over. */
  leaseMs: number;
  /** Called when this node takes the lease (not awaited by the renewals). */
  onElected: (epoch: number) => Promise<void>;
  /** Called when a leader steps down (lease taken over or lapsed). */
  onDeposed: (reason: unknown) => void;
  onError: (error: unknown) => void;
  /** Called after every poll (the leader seen may have changed). */
  onPolled?: () => void;
}

/** When this node's last takeover happened: the lapsed lease's expiry and the takeover, database clock. */
export interface Takeover {
  epoch: number;
  /** When the lease taken over had run out (epoch ms, database clock). */
  expiredAt: number;
  /** When this node took it (epoch ms, database clock). */
  takenAt: number;
  /** performance.now() when the takeover's answer arrived (for durations measured on this node). */
  takenMono: number;
}

export type ElectionState = 'follower' | 'leader' | 'stopped';

export class LeaderElection {
  private client: pg.Client | undefined;
  private timer: NodeJS.Timeout | undefined;
  private lapse: NodeJS.Timeout | undefined;
  private running: Promise<void> | undefined;
  private electing: Promise<void> | undefined;
  /** performance.now() until which this node may act as leader (its last renewal's send + lease). */
  private validUntil = 0;
  state: ElectionState = 'follower';
  /** The lease as last read or written by this node, and when (Date.now()). */
  private seen: LeaseView | undefined;
  viewedAt = 0;
  /** performance.now() when the view was read. */
  private readMono = 0;
  /** This node's last takeover (the timeline /health shows). */
  takeover: Takeover | undefined;
  /** The epoch this node holds while it leads. */
  epoch: number | undefined;
  stepDowns = 0;

  constructor(private readonly options: ElectionOptions) {}

  get view(): LeaseView | undefined {
    return this.seen;
  }

  private set view(view: LeaseView | undefined) {
    this.seen = view;
    this.viewedAt = Date.now();
    this.readMono = performance.now();
  }

  /** The node id of the leader as last seen (undefined while the lease is free). */
  get leaderId(): string | undefined {
    if (this.isLeader) return this.options.nodeId;
    const view = this.view;
    return view && view.holder && view.expiresAt > view.readAt ? view.holder : undefined;
  }

  /** Leads now: holds the lease and its last renewal is younger than the lease. */
  get isLeader(): boolean {
    return this.state === 'leader' && performance.now() < this.validUntil;
  }

  /** Makes the first attempt (awaited, with its onElected) and keeps polling. */
  async start(): Promise<void> {
    await this.poll().catch((error: unknown) => this.options.onError(error));
    await this.electing;
    this.schedule();
  }

  /** One poll now (followers call it while they wait for a leader). */
  poll(): Promise<void> {
    this.running ??= this.pollOnce().finally(() => {
      this.running = undefined;
    });
    return this.running;
  }

  /** Stops polling; a leader gives its lease up so a follower takes over at its next poll. */
  async stop(): Promise<void> {
    const epoch = this.state === 'leader' ? this.epoch : undefined;
    this.state = 'stopped';
    this.epoch = undefined;
    if (this.timer) clearTimeout(this.timer);
    if (this.lapse) clearTimeout(this.lapse);
    this.timer = undefined;
    await this.running?.catch(() => {});
    if (epoch !== undefined)
      await this.client
        ?.query(`UPDATE leader_lease SET expires_at = 0 WHERE id = 1 AND holder = $1 AND epoch = $2`, [
          this.options.nodeId,
          epoch,
        ])
        .catch(() => {});
    await this.disconnect();
  }

  private get renewMs(): number {
    return Math.max(20, Math.min(this.options.pollMs, Math.floor(this.options.leaseMs / 3)));
  }

  private schedule(): void {
    if (this.state === 'stopped') return;
    this.timer = setTimeout(
      () => {
        void this.poll()
          .catch((error: unknown) => this.options.onError(error))
          .finally(() => this.schedule());
      },
      this.state === 'leader' ? this.renewMs : this.followerDelay(),
    );
    this.timer.unref();
  }

  /**
   * A follower's next read: every poll, and at the latest the moment the lease it read runs out
   * (by the database's clock, carried over on this node's monotonic clock), so a lease that is
   * not renewed is taken over within milliseconds of its expiry rather than up to a poll later.
   */
  private followerDelay(): number {
    const view = this.view;
    if (!view || !view.holder) return this.options.pollMs;
    const left = view.expiresAt - view.readAt - (performance.now() - this.readMono);
    return Math.max(0, Math.min(this.options.pollMs, left + EXPIRY_MARGIN_MS));
  }

  private async pollOnce(): Promise<void> {
    if (this.state === 'stopped') return;
    try {
      if (this.state === 'leader') await this.renew();
      else await this.watch();
    } catch (error) {
      this.options.onError(error);
      await this.disconnect();
      if (this.state === 'follower') this.view = undefined;
      else if (this.state === 'leader' && !this.isLeader) this.stepDown(error);
    } finally {
      this.options.onPolled?.();
    }
  }

  /** The leader's renewal: found taken over, it steps down at once. */
  private async renew(): Promise<void> {
    const epoch = this.epoch as number;
    const sent = performance.now();
    const client = await this.connection();
    const result = await client.query<{ acquired_at: number; expires_at: number; now: number }>(
      `UPDATE leader_lease SET expires_at = ${DB_NOW} + $3 WHERE id = 1 AND holder = $1 AND epoch = $2
        RETURNING acquired_at, expires_at, ${DB_NOW} AS now`,
      [this.options.nodeId, epoch, this.options.leaseMs],
    );
    if (this.state !== 'leader' || this.epoch !== epoch) return;
    const row = result.rows[0];
    if (!row) return this.stepDown(new Error(`the lease of epoch ${epoch} was taken over`));
    this.holdUntil(sent);
    this.view = {
      holder: this.options.nodeId,
      epoch,
      acquiredAt: Number(row.acquired_at),
      expiresAt: Number(row.expires_at),
      readAt: Number(row.now),
    };
  }

  /** A follower reads the lease and takes it over when it was not renewed in time. */
  private async watch(): Promise<void> {
    const client = await this.connection();
    const read = await client.query<LeaseRow>(
      `SELECT holder, epoch, acquired_at, expires_at, ${DB_NOW} AS now FROM leader_lease WHERE id = 1`,
    );
    const row = read.rows[0];
    if (!row) throw new Error('leader_lease has no row (migration 023 not run)');
    this.view = viewOf(row);
    if (this.view.expiresAt > this.view.readAt || this.state !== 'follower') return;
    await this.takeOver(client, this.view.epoch);
  }

  /**
   * Takes the lapsed lease in one round trip (one simple-protocol query string: a takeover costs
   * its latency once, not six times). First a transaction still holding the row is ended: it is a
   * writer batch of the node that had the lease (frozen, or cut off) and would otherwise hold the
   * takeover up until its idle limit (needs the same database role or pg_signal_backend; without,
   * the lock waits, never past a poll). Then the row is locked FOR UPDATE, which waits for the old
   * leader's batches (they hold it FOR KEY SHARE until they commit), and the epoch raised if the
   * lease is still the lapsed one.
   */
  private async takeOver(client: pg.Client, seen: number): Promise<void> {
    const sent = performance.now();
    let results: pg.QueryResult[];
    try {
      results = (await client.query(
        `SELECT count(pg_terminate_backend(pid)) FROM pg_locks
          WHERE locktype = 'relation' AND relation = 'leader_lease'::regclass AND granted
            AND mode = 'RowShareLock' AND pid <> pg_backend_pid();
         BEGIN;
         SET LOCAL lock_timeout = ${Math.max(50, Math.round(this.options.pollMs))};
         SELECT expires_at FROM leader_lease WHERE id = 1 FOR UPDATE;
         UPDATE leader_lease SET holder = ${client.escapeLiteral(this.options.nodeId)}, epoch = epoch + 1,
             acquired_at = ${DB_NOW}, expires_at = ${DB_NOW} + ${Math.round(this.options.leaseMs)}
           WHERE id = 1 AND epoch = ${Math.round(seen)} AND expires_at <= ${DB_NOW}
           RETURNING holder, epoch, acquired_at, expires_at, ${DB_NOW} AS now;
         COMMIT;`,
      )) as unknown as pg.QueryResult[];
    } catch (error) {
      await client.query('ROLLBACK').catch(() => {});
      throw error;
    }
    const lapsed = results[3]?.rows[0] as { expires_at: number } | undefined;
    const row = results[4]?.rows[0] as LeaseRow | undefined;
    if (!row || this.state !== 'follower') return;
    this.view = viewOf(row);
    this.epoch = this.view.epoch;
    this.state = 'leader';
    this.holdUntil(sent);
    this.takeover = {
      epoch: this.epoch,
      // A lease given up (expires_at 0) or never held: it was free when taken.
      expiredAt: Number(lapsed?.expires_at) > 0 ? Number(lapsed?.expires_at) : Number(row.acquired_at),
      takenAt: Number(row.acquired_at),
      takenMono: performance.now(),
    };
    const epoch = this.epoch;
    this.electing = this.options
      .onElected(epoch)
      .catch((error: unknown) => {
        this.options.onError(error);
        if (this.epoch === epoch) this.stepDown(error);
      })
      .finally(() => (this.electing = undefined));
  }

  /** The lease is this node's until `sent + leaseMs` by its own clock; then it steps down unless renewed. */
  private holdUntil(sent: number): void {
    this.validUntil = sent + this.options.leaseMs;
    if (this.lapse) clearTimeout(this.lapse);
    const epoch = this.epoch;
    this.lapse = setTimeout(
      () => {
        if (this.state !== 'leader' || this.epoch !== epoch || this.isLeader) return;
        // The event loop was held up (or the process stopped): its answers are read first (a
        // renewal's reply may be waiting), then a renewal under way for a whole lease means the
        // database is out of reach; else it renews now, and steps down if another node took the
        // lease meanwhile or the database does not answer.
        setImmediate(() => {
          if (this.state !== 'leader' || this.epoch !== epoch || this.isLeader) return;
          if (this.running)
            return this.stepDown(new Error(`the lease of epoch ${epoch} lapsed without a renewal`));
          void this.poll();
        });
      },
      Math.max(0, this.validUntil - performance.now()) + 1,
    );
    this.lapse.unref();
  }

  /** Steps down now (the order writer was fenced: this node's memory no longer matches the database). */
  resign(reason: unknown): void {
    this.stepDown(reason);
  }

  private stepDown(reason: unknown): void {
    if (this.state !== 'leader') return;
    // Gives the lease up if it is still this node's (a resignation, a lapse nobody used yet), so a
    // candidate (this one too, on a fresh exchange) takes it at its next poll.
    const epoch = this.epoch;
    void this.client
      ?.query(`UPDATE leader_lease SET expires_at = 0 WHERE id = 1 AND holder = $1 AND epoch = $2`, [
        this.options.nodeId,
        epoch,
      ])
      .catch(() => {});
    this.state = 'follower';
    this.epoch = undefined;
    this.validUntil = 0;
    this.stepDowns += 1;
    if (this.view?.holder === this.options.nodeId) this.view = undefined;
    if (this.lapse) clearTimeout(this.lapse);
    this.options.onDeposed(reason);
  }

  private async connection(): Promise<pg.Client> {
    if (this.client) return this.client;
    const client = new pg.Client({
      connectionString: this.options.databaseUrl,
      application_name: `${APP_NAME_PREFIX}${this.options.nodeId}`,
      keepAlive: true,
      connectionTimeoutMillis: Math.max(1_000, this.options.leaseMs),
      query_timeout: Math.max(1_000, this.options.leaseMs),
    });
    // A broken connection is dropped and opened again at the next poll; the lease itself decides
    // who leads (a leader that cannot renew steps down when it lapses).
    const lost = (error: unknown) => {
      if (this.client !== client) return;
      this.client = undefined;
      this.options.onError(error);
      void client.end().catch(() => {});
    };
    client.on('error', lost);
    client.on('end', () => lost(new Error('the election connection ended')));
    this.client = client;
    try {
      await client.connect();
    } catch (error) {
      if (this.client === client) this.client = undefined;
      throw error;
    }
    return client;
  }

  private async disconnect(): Promise<void> {
    const client = this.client;
    this.client = undefined;
    await client?.end().catch(() => {});
  }
}

function viewOf(row: LeaseRow): LeaseView {
  return {
    holder: row.holder === '' ? undefined : row.holder,
    epoch: Number(row.epoch),
    acquiredAt: Number(row.acquired_at),
    expiresAt: Number(row.expires_at),
    readAt: Number(row.now),
  };
}
