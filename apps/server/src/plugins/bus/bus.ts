// The message bus. Modules publish and subscribe by topic and ask one server per address; with one
// node everything stays in memory (MemoryBus), and with REDIS_URL the Redis implementation of the
// same interface carries cluster topics and requests across nodes (ARCHITECTURE §7).

export type BusHandler<T> = (message: T) => void;

/**
 * Where a topic's messages travel: `node` stays in the publishing process (e.g. market updates,
 * which carry live object graphs), `cluster` reaches every node of the bus.
 */
export type TopicScope = 'node' | 'cluster';

/** A typed topic name: the type parameter ties publishers and subscribers to one payload type. */
export interface Topic<T> {
  readonly name: string;
  readonly scope: TopicScope;
  /** Phantom field, never set: carries T for the compiler. */
  readonly __payload?: T;
}

export function topic<T>(name: string, scope: TopicScope = 'node'): Topic<T> {
  return { name, scope };
}

/** Answers the requests sent to one address. */
export type RequestHandler<Q, R> = (request: Q) => Promise<R>;

/** Nothing serves the address (no node, or the node that did has gone). */
export class NoResponderError extends Error {
  override readonly name = 'NoResponderError';
  constructor(readonly address: string) {
    super(`no server for ${address}`);
  }
}

/** The server of the address did not answer in time (it may still have acted). */
export class RequestTimeoutError extends Error {
  override readonly name = 'RequestTimeoutError';
  constructor(
    readonly address: string,
    readonly timeoutMs: number,
  ) {
    super(`no answer from ${address} within ${timeoutMs} ms`);
  }
}

/** The server's handler failed with something other than a plain value; `message` is its text. */
export class RemoteError extends Error {
  override readonly name = 'RemoteError';
}

export interface Bus {
  /** This process's id on the bus (unique per start). */
  readonly nodeId: string;
  /** Delivers to every subscriber of the topic (on every node for `cluster` topics). */
  publish<T>(topic: Topic<T>, message: T): void;
  /** Returns a function that removes the subscription. */
  subscribe<T>(topic: Topic<T>, handler: BusHandler<T>): () => void;
  /**
   * Serves requests sent to `address` (one server per address on the whole bus; messages must be
   * JSON values). Returns a function that stops serving.
   */
  serve<Q, R>(address: string, handler: RequestHandler<Q, R>): () => void;
  /**
   * Sends a request to the server of `address`: resolves with its answer, rejects with
   * NoResponderError at once when nobody serves it, RequestTimeoutError after `timeoutMs`, or
   * RemoteError when the handler threw.
   */
  request<Q, R>(address: string, request: Q, timeoutMs: number): Promise<R>;
  close(): Promise<void>;
}
