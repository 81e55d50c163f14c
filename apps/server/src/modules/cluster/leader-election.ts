// Elects the one node that runs the exchange simulator and the order sequencer (ARCHITECTURE §7)
// through a PostgreSQL session-level advisory lock: the node whose connection holds the lock leads.
// Every node polls: a follower tries the lock and reads who holds it (the holder's connection
// carries `application_name = sen:<nodeId>`), the leader checks that its connection is alive.
// When the leader's process ends or its connection breaks, PostgreSQL frees the lock and the next
// poll of a follower takes it. A leader whose connection broke is deposed and never competes again
// (its in-memory exchange may diverge from the database), it only watches who leads; restart it to
// make it a candidate again.
import pg from 'pg';

/** Advisory lock key of the market/sequencer role (one per database). */
export const MARKET_LOCK_KEY = 7_357_001;
const APP_NAME_PREFIX = 'sen:';

export interface ElectionOptions {
  databaseUrl: string;
  nodeId: string;
  pollMs: number;
  /** Called once when this node takes the lock; the next poll waits for it. */
  onElected: () => Promise<void>;
  /** Called once when a leader loses its lock (its connection broke). */
  onDeposed: (error: unknown) => void;
  onError: (error: unknown) => void;
  lockKey?: number;
}

export type ElectionState = 'follower' | 'leader' | 'deposed' | 'stopped';

export class LeaderElection {
  private client: pg.Client | undefined;
  private timer: NodeJS.Timeout | undefined;
  private running: Promise<void> | undefined;
  private holder: string | undefined;
  state: ElectionState = 'follower';

  constructor(private readonly options: ElectionOptions) {}

  /** The node id of the leader as last seen (undefined while nobody holds the lock). */
  get leaderId(): string | undefined {
    return this.state === 'leader' ? this.options.nodeId : this.holder;
  }

  get isLeader(): boolean {
    return this.state === 'leader';
  }

  /** Makes the first attempt (awaited, with its onElected) and keeps polling. */
  async start(): Promise<void> {
    await this.poll();
    this.schedule();
  }

  /** One poll now (followers call it while they wait for a leader). */
  poll(): Promise<void> {
    this.running ??= this.pollOnce().finally(() => {
      this.running = undefined;
    });
    return this.running;
  }

  /** Stops polling and releases the lock by closing the connection. */
  async stop(): Promise<void> {
    this.state = 'stopped';
    if (this.timer) clearTimeout(this.timer);
    this.timer = undefined;
    await this.running?.catch(() => {});
    await this.disconnect();
  }

  private schedule(): void {
    if (this.state === 'stopped') return;
    this.timer = setTimeout(() => {
      void this.poll()
        .catch((error: unknown) => this.options.onError(error))
        .finally(() => this.schedule());
    }, this.options.pollMs);
    this.timer.unref();
  }

  private async pollOnce(): Promise<void> {
    if (this.state === 'stopped') return;
    const key = this.options.lockKey ?? MARKET_LOCK_KEY;
    if (this.state === 'leader') {
      try {
        await this.connection().then((client) => client.query('SELECT 1'));
      } catch (error) {
        this.depose(error);
      }
      return;
    }
    try {
      const client = await this.connection();
      // A deposed node only watches who leads (it still forwards to the leader).
      if (this.state === 'follower') {
        const result = await client.query<{ got: boolean }>('SELECT pg_try_advisory_lock($1) AS got', [key]);
        if (result.rows[0]?.got) {
          this.state = 'leader';
          this.holder = this.options.nodeId;
          await this.options.onElected();
          return;
        }
      }
      const holder = await client.query<{ name: string }>(
        `SELECT a.application_name AS name FROM pg_locks l JOIN pg_stat_activity a ON a.pid = l.pid
          WHERE l.locktype = 'advisory' AND l.granted AND l.classid = 0 AND l.objid = $1 AND l.objsubid = 1
            AND l.database = (SELECT oid FROM pg_database WHERE datname = current_database())`,
        [key],
      );
      const name = holder.rows[0]?.name;
      this.holder = name?.startsWith(APP_NAME_PREFIX) ? name.slice(APP_NAME_PREFIX.length) : undefined;
    } catch (error) {
      this.holder = undefined;
      this.options.onError(error);
      await this.disconnect();
    }
  }

  private depose(error: unknown): void {
    this.state = 'deposed';
    this.holder = undefined;
    void this.disconnect();
    this.options.onDeposed(error);
  }

  private async connection(): Promise<pg.Client> {
    if (this.client) return this.client;
    const client = new pg.Client({
      connectionString: this.options.databaseUrl,
      application_name: `${APP_NAME_PREFIX}${this.options.nodeId}`,
      keepAlive: true,
      query_timeout: Math.max(5_000, this.options.pollMs * 5),
    });
    // The lock lives as long as this session: a leader whose connection errors or ends is deposed
    // at once (before a follower's next poll can take the lock, in the usual case of a closed
    // socket); a hung connection is noticed by the poll's query timing out.
    const lost = (error: unknown) => {
      if (this.client !== client) return;
      if (this.state === 'leader') this.depose(error);
      else this.options.onError(error);
    };
    client.on('error', lost);
    client.on('end', () => lost(new Error('the election connection ended')));
    this.client = client;
    try {
      await client.connect();
    } catch (error) {
      this.client = undefined;
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
