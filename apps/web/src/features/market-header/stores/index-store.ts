// Live indexes keyed by board code (10, 11, 02, 12, 03). Seeded by the REST list and patched by
// 1101 messages; listeners run at most once per animation frame however many messages came.
import type { IndexSnapshot } from '@sen/protocol';

type Listener = () => void;

export interface IndexStore {
  get(code: string): IndexSnapshot | undefined;
  all(): readonly IndexSnapshot[];
  /** Applies snapshots (a REST list or one live message). */
  apply(snapshots: readonly IndexSnapshot[]): void;
  subscribe(listener: Listener): () => void;
}

export function createIndexStore(
  schedule: (run: () => void) => void = (run) => requestAnimationFrame(run),
): IndexStore {
  let byCode = new Map<string, IndexSnapshot>();
  let list: readonly IndexSnapshot[] = [];
  const listeners = new Set<Listener>();
  let pending = false;

  const flush = () => {
    pending = false;
    list = [...byCode.values()];
    for (const listener of [...listeners]) listener();
  };

  return {
    get: (code) => byCode.get(code),
    all: () => list,
    apply(snapshots) {
      if (snapshots.length === 0) return;
      byCode = new Map(byCode);
      for (const snapshot of snapshots) byCode.set(snapshot.code, snapshot);
      if (!pending) {
        pending = true;
        schedule(flush);
      }
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
  };
}

/** The header's one index store. */
export const indexStore = createIndexStore((run) =>
  typeof requestAnimationFrame === 'function' ? requestAnimationFrame(run) : setTimeout(run, 16),
);
