// The bus across nodes (REDIS_URL, ARCHITECTURE §7), over Redis publish/subscribe. `cluster`
// topics are delivered here at once (like MemoryBus) and to the other nodes through Redis; `node`
// topics never leave the process. Requests go to the channel of their address, which exactly one
// node subscribes to (its server); the answer comes back on the asking node's own reply channel.
// Redis tells how many subscribers a publish reached, so a request nobody serves fails at once.
import { randomUUID } from 'node:crypto';
import type { Redis } from 'ioredis';
import {
  NoResponderError,
  RemoteError,
  RequestTimeoutError,
  type Bus,
  type BusHandler,
  type RequestHandler,
  type Topic,
} from './bus.ts';
import { connectRedisPair } from './redis-pair.ts';

export interface RedisBusOptions {
  /** Prefix of every channel name (one prefix per deployment sharing a Redis). */
  prefix?: string;
  /** A subscriber or server failed, or the connection reported an error. */
  onError?: (error: unknown, where: string) => void;
}

interface RequestFrame {
  id: string;
  from: string;
  body: unknown;
}
type ReplyFrame = { id: string; ok: true; value: unknown } | { id: string; ok: false; error: string };
interface TopicFrame {
  origin: string;
  message: unknown;
}

interface Pending {
  resolve(value: unknown): void;
  reject(error: Error): void;
  timer: NodeJS.Timeout;
}

export class RedisBus implements Bus {
  readonly nodeId = randomUUID();
  private readonly handlers = new Map<string, Set<BusHandler<unknown>>>();
  /** Redis channel -> what to do with a message on it. */
  private readonly channels = new Map<string, (payload: string) => void>();
  private readonly pending = new Map<string, Pending>();
  private readonly prefix: string;
  private readonly onError: (error: unknown, where: string) => void;
  private closed = false;

  private constructor(
    private readonly pub: Redis,
    private readonly sub: Redis,
    options: RedisBusOptions,
  ) {
    this.prefix = options.prefix ?? 'sen.bus';
    this.onError = options.onError ?? (() => {});
    sub.on('message', (channel: string, payload: string) => this.channels.get(channel)?.(payload));
  }

  /** Connects to Redis and listens on this node's reply channel before resolving. */
  static async connect(url: string, options: RedisBusOptions = {}): Promise<RedisBus> {
    const { pub, sub } = await connectRedisPair(url, (error) => options.onError?.(error, 'redis'));
    const bus = new RedisBus(pub, sub, options);
    const replies = bus.channel('r', bus.nodeId);
    bus.channels.set(replies, (payload) => bus.settle(payload));
    await sub.subscribe(replies);
    return bus;
  }

  publish<T>(topic: Topic<T>, message: T): void {
    this.deliver(topic.name, message);
    if (topic.scope !== 'cluster' || this.closed) return;
    const frame: TopicFrame = { origin: this.nodeId, message };
    this.pub
      .publish(this.channel('t', topic.name), JSON.stringify(frame))
      .catch((error: unknown) => this.onError(error, topic.name));
  }

  subscribe<T>(topic: Topic<T>, handler: BusHandler<T>): () => void {
    let set = this.handlers.get(topic.name);
    if (!set) {
      set = new Set();
      this.handlers.set(topic.name, set);
      if (topic.scope === 'cluster')
        this.listen(this.channel('t', topic.name), (payload) => {
          const frame = JSON.parse(payload) as TopicFrame;
          if (frame.origin !== this.nodeId) this.deliver(topic.name, frame.message);
        });
    }
    const stored = handler as BusHandler<unknown>;
    set.add(stored);
    return () => {
      set.delete(stored);
    };
  }

  serve<Q, R>(address: string, handler: RequestHandler<Q, R>): () => void {
    const channel = this.channel('q', address);
    if (this.channels.has(channel)) throw new Error(`${address} is served twice`);
    this.listen(channel, (payload) => {
      const frame = JSON.parse(payload) as RequestFrame;
      const answer = (reply: ReplyFrame) =>
        this.pub
          .publish(this.channel('r', frame.from), JSON.stringify(reply))
          .catch((error: unknown) => this.onError(error, address));
      handler(frame.body as Q).then(
        (value) => answer({ id: frame.id, ok: true, value: value === undefined ? null : value }),
        (error: unknown) => {
          this.onError(error, address);
          answer({ id: frame.id, ok: false, error: error instanceof Error ? error.message : String(error) });
        },
      );
    });
    return () => {
      if (!this.channels.delete(channel) || this.closed) return;
      this.sub.unsubscribe(channel).catch((error: unknown) => this.onError(error, address));
    };
  }

  async request<Q, R>(address: string, request: Q, timeoutMs: number): Promise<R> {
    if (this.closed) throw new NoResponderError(address);
    const id = randomUUID();
    const answer = new Promise<unknown>((resolve, reject) => {
      const timer = setTimeout(() => {
        this.pending.delete(id);
        reject(new RequestTimeoutError(address, timeoutMs));
      }, timeoutMs);
      this.pending.set(id, { resolve, reject, timer });
    });
    const frame: RequestFrame = { id, from: this.nodeId, body: request };
    let reached: number;
    try {
      reached = await this.pub.publish(this.channel('q', address), JSON.stringify(frame));
    } catch (error) {
      this.drop(id);
      throw error;
    }
    if (reached === 0) {
      this.drop(id);
      throw new NoResponderError(address);
    }
    return (await answer) as R;
  }

  async close(): Promise<void> {
    if (this.closed) return;
    this.closed = true;
    for (const [id, pending] of this.pending) {
      clearTimeout(pending.timer);
      pending.reject(new NoResponderError(`reply ${id}`));
    }
    this.pending.clear();
    this.handlers.clear();
    this.channels.clear();
    await Promise.allSettled([this.pub.quit(), this.sub.quit()]);
  }

  private channel(kind: 't' | 'q' | 'r', name: string): string {
    return `${this.prefix}:${kind}:${name}`;
  }

  private listen(channel: string, onMessage: (payload: string) => void): void {
    this.channels.set(channel, (payload) => {
      try {
        onMessage(payload);
      } catch (error) {
        this.onError(error, channel);
      }
    });
    this.sub.subscribe(channel).catch((error: unknown) => this.onError(error, channel));
  }

  private deliver(name: string, message: unknown): void {
    const set = this.handlers.get(name);
    if (!set) return;
    for (const handler of [...set]) {
      try {
        handler(message);
      } catch (error) {
        this.onError(error, name);
      }
    }
  }

  private settle(payload: string): void {
    const frame = JSON.parse(payload) as ReplyFrame;
    const pending = this.pending.get(frame.id);
    if (!pending) return;
    this.drop(frame.id);
    if (frame.ok) pending.resolve(frame.value);
    else pending.reject(new RemoteError(frame.error));
  }

  private drop(id: string): void {
    const pending = this.pending.get(id);
    if (pending) clearTimeout(pending.timer);
    this.pending.delete(id);
  }
}
