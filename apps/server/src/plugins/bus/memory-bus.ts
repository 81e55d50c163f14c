// Bus for one process: synchronous delivery, a throwing subscriber never stops the others;
// requests call the local server directly.
import { randomUUID } from 'node:crypto';
import {
  NoResponderError,
  RemoteError,
  RequestTimeoutError,
  type Bus,
  type BusHandler,
  type RequestHandler,
  type Topic,
} from './bus.ts';

export class MemoryBus implements Bus {
  readonly nodeId = randomUUID();
  private readonly handlers = new Map<string, Set<BusHandler<unknown>>>();
  private readonly servers = new Map<string, RequestHandler<unknown, unknown>>();

  constructor(private readonly onHandlerError: (error: unknown, topic: string) => void = () => {}) {}

  publish<T>(topic: Topic<T>, message: T): void {
    const set = this.handlers.get(topic.name);
    if (!set) return;
    for (const handler of [...set]) {
      try {
        handler(message);
      } catch (error) {
        this.onHandlerError(error, topic.name);
      }
    }
  }

  subscribe<T>(topic: Topic<T>, handler: BusHandler<T>): () => void {
    let set = this.handlers.get(topic.name);
    if (!set) {
      set = new Set();
      this.handlers.set(topic.name, set);
    }
    const stored = handler as BusHandler<unknown>;
    set.add(stored);
    return () => {
      set.delete(stored);
    };
  }

  serve<Q, R>(address: string, handler: RequestHandler<Q, R>): () => void {
    if (this.servers.has(address)) throw new Error(`${address} is served twice`);
    const stored = handler as RequestHandler<unknown, unknown>;
    this.servers.set(address, stored);
    return () => {
      if (this.servers.get(address) === stored) this.servers.delete(address);
    };
  }

  async request<Q, R>(address: string, request: Q, timeoutMs: number): Promise<R> {
    const server = this.servers.get(address);
    if (!server) throw new NoResponderError(address);
    let timer: NodeJS.Timeout | undefined;
    const timeout = new Promise<never>((_resolve, reject) => {
      timer = setTimeout(() => reject(new RequestTimeoutError(address, timeoutMs)), timeoutMs);
    });
    try {
      return (await Promise.race([
        server(request).catch((error: unknown) => {
          throw new RemoteError(error instanceof Error ? error.message : String(error));
        }),
        timeout,
      ])) as R;
    } finally {
      clearTimeout(timer);
    }
  }

  /** Number of subscribers of a topic (for tests and metrics). */
  subscriberCount(topic: Topic<unknown>): number {
    return this.handlers.get(topic.name)?.size ?? 0;
  }

  async close(): Promise<void> {
    this.handlers.clear();
    this.servers.clear();
  }
}
