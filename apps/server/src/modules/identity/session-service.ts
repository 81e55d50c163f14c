// Server-side sessions: random ids (only their SHA-256 is stored), idle expiry, logout, and the
// realtime `logout` push to the session's sockets whenever a session ends, whatever the reason.
import { hash, randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Database } from '../../plugins/storage/database-schema.ts';
import type { Caller } from '../trading-gateway/command-registry.ts';
import { SenError } from '../../plugins/errors/sen-error.ts';
import type { PrivateEvents, SessionEnded } from './session-events.ts';

export const hashSessionId = (sessionId: string): string => hash('sha256', sessionId, 'hex');

/**
 * A call rewrites `last_seen_at` only when the stored one is this old, so a busy session costs one
 * write (one commit) per interval instead of one per call; expiry allows for it, so a session still
 * ends no sooner than the idle limit after its last call (and at most this much later).
 */
const TOUCH_EVERY_MS = 5_000;

/**
 * With the sessions in memory (`cache`), the touches wait there and are written together, in one
 * commit, this often (before each sweep, and when the app closes): each commit by the event loop's
 * connection makes the order writer's next batch run again carefully (orders/group-commit.ts), and
 * one commit per busy session every 5 s did that many times a second with many users. Expiry
 * allows for it: a touch lost to a crash cannot end a session before the idle limit either.
 */
export const TOUCH_WRITE_EVERY_MS = 60_000;

export interface SessionOptions {
  /** Idle minutes before a session expires (spec default 30). */
  idleMinutes: number;
  now: () => number;
  /**
   * Keep live sessions in memory (one node only: every session of the database is opened, touched
   * and ended by this process, so the copy is never behind the table). Off when other nodes share
   * the database: a logout there must end the session here at once.
   */
  cache?: boolean;
}

/** What a call needs of a live session's row. */
interface LiveSession {
  customerId: number;
  username: string;
  lastSeenAt: number;
}

const MAX_CACHED = 100_000;

export class SessionService {
  /** Live sessions by id hash, as their rows are (`cache` only): a call reads no row. */
  private readonly live: Map<string, LiveSession> | undefined;
  /** Sessions ended so far (a read that overlaps an end caches nothing). */
  private ends = 0;
  /** Touches not written yet (`cache` only): id hash -> last seen. */
  private readonly touches = new Map<string, number>();

  constructor(
    private readonly db: Kysely<Database>,
    private readonly events: PrivateEvents,
    private readonly options: SessionOptions,
  ) {
    this.live = options.cache ? new Map() : undefined;
  }

  /** Opens a session and returns its id, the only time the id exists outside the client. */
  async create(customerId: number, username: string): Promise<string> {
    const sessionId = randomBytes(32).toString('base64url');
    const now = this.options.now();
    await this.db
      .insertInto('sessions')
      .values({
        id_hash: hashSessionId(sessionId),
        customer_id: customerId,
        username,
        created_at: now,
        last_seen_at: now,
        ended_at: null,
        end_reason: null,
      })
      .execute();
    return sessionId;
  }

  /** True when `sessionId` is a live session of `user` (the realtime gateway's check). */
  async validate(user: string, sessionId: string): Promise<boolean> {
    return (await this.resolve(user, sessionId)) !== undefined;
  }

  /** The caller of a live session of `user`, or undefined; a live session's idle timer restarts. */
  async resolve(user: string, sessionId: string): Promise<Caller | undefined> {
    if (!user || !sessionId) return undefined;
    const idHash = hashSessionId(sessionId);
    const row = this.live?.get(idHash) ?? (await this.read(idHash));
    if (!row || row.username !== user) return undefined;
    const now = this.options.now();
    if (now - row.lastSeenAt > this.idleLimitMs()) {
      await this.end(idHash, 'expired', row.username);
      return undefined;
    }
    if (now - row.lastSeenAt >= TOUCH_EVERY_MS) {
      row.lastSeenAt = now;
      if (this.live) this.touches.set(idHash, now);
      else
        await this.db
          .updateTable('sessions')
          .set({ last_seen_at: now })
          .where('id_hash', '=', idHash)
          .execute();
    }
    return { customerId: row.customerId, username: row.username };
  }

  /** A live session's row (kept in memory with `cache`), or undefined for an unknown or ended one. */
  private async read(idHash: string): Promise<LiveSession | undefined> {
    const epoch = this.ends;
    const row = await this.db
      .selectFrom('sessions')
      .select(['customer_id', 'username', 'last_seen_at', 'ended_at'])
      .where('id_hash', '=', idHash)
      .executeTakeFirst();
    if (!row || row.ended_at !== null) return undefined;
    const live = { customerId: row.customer_id, username: row.username, lastSeenAt: row.last_seen_at };
    // A session ended while this read ran may be this one: then nothing is cached.
    if (this.live && epoch === this.ends) {
      if (this.live.size >= MAX_CACHED) this.live.delete(this.live.keys().next().value as string);
      this.live.set(idHash, live);
    }
    return live;
  }

  /** Like validate, but throws the spec's Invalid session error. */
  async check(user: string, sessionId: string): Promise<Caller> {
    const caller = await this.resolve(user, sessionId);
    if (!caller) throw new SenError('invalidSession');
    return caller;
  }

  async logout(sessionId: string): Promise<void> {
    const idHash = hashSessionId(sessionId);
    const row = await this.db
      .selectFrom('sessions')
      .select('username')
      .where('id_hash', '=', idHash)
      .executeTakeFirst();
    if (row) await this.end(idHash, 'logout', row.username);
  }

  /** Writes the touches kept in memory, all in one transaction (`cache`: see TOUCH_WRITE_EVERY_MS). */
  async writeTouches(): Promise<void> {
    if (this.touches.size === 0) return;
    const touches = [...this.touches];
    this.touches.clear();
    try {
      await this.db.transaction().execute(async (trx) => {
        for (const [idHash, lastSeenAt] of touches)
          await trx
            .updateTable('sessions')
            .set({ last_seen_at: lastSeenAt })
            .where('id_hash', '=', idHash)
            .where('ended_at', 'is', null)
            .execute();
      });
    } catch (error) {
      for (const [idHash, lastSeenAt] of touches)
        if (!this.touches.has(idHash)) this.touches.set(idHash, lastSeenAt);
      throw error;
    }
  }

  /** Ends the sessions idle for longer than the limit (run every minute), pushing their logout. */
  async sweepExpired(): Promise<number> {
    await this.writeTouches();
    const cutoff = this.options.now() - this.idleLimitMs();
    const rows = await this.db
      .selectFrom('sessions')
      .select(['id_hash', 'username'])
      .where('ended_at', 'is', null)
      .where('last_seen_at', '<', cutoff)
      .execute();
    for (const row of rows) await this.end(row.id_hash, 'expired', row.username);
    return rows.length;
  }

  /** Ends every live session of a customer (e.g. after a password change). */
  async endAll(customerId: number, reason: SessionEnded['reason']): Promise<void> {
    const rows = await this.db
      .selectFrom('sessions')
      .select(['id_hash', 'username'])
      .where('customer_id', '=', customerId)
      .where('ended_at', 'is', null)
      .execute();
    for (const row of rows) await this.end(row.id_hash, reason, row.username);
  }

  /** Idle time after the stored `last_seen_at` that ends a session (see TOUCH_EVERY_MS, TOUCH_WRITE_EVERY_MS). */
  private idleLimitMs(): number {
    return this.options.idleMinutes * 60_000 + (this.live ? TOUCH_WRITE_EVERY_MS : TOUCH_EVERY_MS);
  }

  private async end(idHash: string, reason: SessionEnded['reason'], user: string): Promise<void> {
    this.ends += 1;
    this.live?.delete(idHash);
    this.touches.delete(idHash);
    const result = await this.db
      .updateTable('sessions')
      .set({ ended_at: this.options.now(), end_reason: reason })
      .where('id_hash', '=', idHash)
      .where('ended_at', 'is', null)
      .executeTakeFirst();
    if (Number(result.numUpdatedRows) === 0) return;
    // The logout goes to the session's sockets first (every reason: a Logout in one tab reaches the
    // other tabs of the session too); only then does the realtime side take them out of its rooms.
    this.events.push(user, { action: 'logout' }, idHash);
    this.events.emit('session-ended', { user, sessionHash: idHash, reason });
  }
}
