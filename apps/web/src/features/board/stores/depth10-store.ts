// 10-level depth of the derivatives board's selected contract, one list per `SYM,S` / `SYM,B`
// stream: written by the snapshot and by live 3211 messages, announced once per animation frame.
import type { DepthLevel } from '@sen/protocol';

export interface Depth10Store {
  get(key: string): readonly DepthLevel[] | undefined;
  set(key: string, levels: readonly DepthLevel[]): void;
  delete(key: string): void;
  subscribe(listener: () => void): () => void;
}

function createDepth10Store(schedule: (run: () => void) => unknown): Depth10Store {
  const books = new Map<string, readonly DepthLevel[]>();
  const listeners = new Set<() => void>();
  let pending = false;
  const notify = () => {
    pending = false;
    for (const listener of [...listeners]) listener();
  };
  const changed = () => {
    if (pending) return;
    pending = true;
    schedule(notify);
  };
  return {
    get: (key) => books.get(key),
    set(key, levels) {
      books.set(key, levels);
      changed();
    },
    delete(key) {
      if (books.delete(key)) changed();
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
  };
}

export const depth10Store = createDepth10Store((run) =>
  typeof requestAnimationFrame === 'function' ? requestAnimationFrame(run) : queueMicrotask(run),
);
