// A newest-first list outside React with a size bound (match history, put-through deals).
// Items added while a frame's messages are drained are announced once, in a microtask.
export interface BoundedList<T> {
  get(): readonly T[];
  subscribe(listener: () => void): () => void;
  reset(items: readonly T[]): void;
  /** Adds one item in front. */
  add(item: T): void;
}

export function createBoundedList<T>(
  limit: number,
  schedule: (run: () => void) => void = queueMicrotask,
): BoundedList<T> {
  let items: readonly T[] = [];
  let pending = false;
  const listeners = new Set<() => void>();
  const notify = () => {
    pending = false;
    for (const listener of [...listeners]) listener();
  };
  return {
    get: () => items,
    subscribe(listener) {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
    reset(next) {
      items = next.slice(0, limit);
      notify();
    },
    add(item) {
      items = [item, ...items].slice(0, limit);
      if (!pending) {
        pending = true;
        schedule(notify);
      }
    },
  };
}
