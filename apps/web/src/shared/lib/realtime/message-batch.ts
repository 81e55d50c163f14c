// The messages gathered between two posts of the realtime worker. A message that only restates a
// state (a 3-level depth side, a 10-level depth side, a symbol's foreign totals) replaces the one
// before it of the same key, so a busy symbol costs the main thread one message per batch; every
// other message (matched and projected trades, which match history and the day's open need one by
// one; indexes, put-through deals, market status) is kept, in arrival order.
import { PUBLIC_MESSAGE_IDS } from '@sen/protocol';
import type { PublicMessage } from './frames';

const DEPTH_IDS: ReadonlySet<number> = new Set([
  PUBLIC_MESSAGE_IDS.depth,
  PUBLIC_MESSAGE_IDS.derivativeDepth,
  PUBLIC_MESSAGE_IDS.depth10,
]);

/**
 * The key under which a later message replaces an earlier one, or null when every message counts.
 * Depth: id, symbol, side and board (odd-lot G4 and the main board are separate books).
 */
export function coalesceKey(message: PublicMessage): string | null {
  if (DEPTH_IDS.has(message.id)) {
    const { sym, side, boardId } = message;
    return typeof sym === 'string' && typeof side === 'string'
      ? `${message.id}|${sym}|${side}|${typeof boardId === 'string' ? boardId : ''}`
      : null;
  }
  if (message.id === PUBLIC_MESSAGE_IDS.foreign)
    return typeof message.symbol === 'string' ? `${message.id}|${message.symbol}` : null;
  return null;
}

/**
 * Whether `next` may stand for `previous` and itself. A foreign update without a room (`fRoom`
 * null) leaves the room as it was on the board, so it cannot replace one that carries a room.
 */
function replaces(previous: PublicMessage, next: PublicMessage): boolean {
  return next.id !== PUBLIC_MESSAGE_IDS.foreign || next.fRoom != null || previous.fRoom == null;
}

export interface MessageBatch {
  push(message: PublicMessage): void;
  /** The batch in arrival order (a replaced message takes the place of its replacement), emptied. */
  take(): PublicMessage[];
  size(): number;
}

export function createMessageBatch(): MessageBatch {
  // Replaced messages leave a hole, so a push stays O(1); `take` skips the holes.
  let slots: (PublicMessage | null)[] = [];
  let holes = 0;
  let latest = new Map<string, number>();

  return {
    push(message) {
      const key = coalesceKey(message);
      if (key !== null) {
        const at = latest.get(key);
        if (at !== undefined && replaces(slots[at]!, message)) {
          slots[at] = null;
          holes += 1;
        }
        latest.set(key, slots.length);
      }
      slots.push(message);
    },
    take() {
      const taken = holes === 0 ? slots : slots.filter((slot) => slot !== null);
      slots = [];
      holes = 0;
      latest = new Map();
      return taken as PublicMessage[];
    },
    size: () => slots.length - holes,
  };
}
