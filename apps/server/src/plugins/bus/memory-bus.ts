// Bus for one process: synchronous delivery, a throwing subscriber never stops the others.
import type { Bus, BusHandler, Topic } from './bus.ts';

export class MemoryBus implements Bus {
  private readonly handlers = new Map<string, Set<BusHandler<unknown>>>();

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

  /** Number of subscribers of a topic (for tests and metrics). */
  subscriberCount(topic: Topic<unknown>): number {
    return this.handlers.get(topic.name)?.size ?? 0;
  }

  async close(): Promise<void> {
    this.handlers.clear();
  }
}
