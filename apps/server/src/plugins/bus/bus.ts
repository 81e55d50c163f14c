// The in-process message bus. Modules publish and subscribe by topic; with one node everything
// stays in memory, and a Redis implementation of the same interface (REDIS_URL) carries the
// topics across nodes (ARCHITECTURE §7).

export type BusHandler<T> = (message: T) => void;

/** A typed topic name: the type parameter ties publishers and subscribers to one payload type. */
export interface Topic<T> {
  readonly name: string;
  /** Phantom field, never set: carries T for the compiler. */
  readonly __payload?: T;
}

export function topic<T>(name: string): Topic<T> {
  return { name };
}

export interface Bus {
  /** Delivers to every subscriber of the topic (on every node, for distributed implementations). */
  publish<T>(topic: Topic<T>, message: T): void;
  /** Returns a function that removes the subscription. */
  subscribe<T>(topic: Topic<T>, handler: BusHandler<T>): () => void;
  close(): Promise<void>;
}
