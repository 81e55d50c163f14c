// Client frames of the `regs` event (ARCHITECTURE §5), encoded by protocol's `encodeClientFrame`.
import { encodeClientFrame, isOddLotRoom, type OddLotRoom } from '@sen/protocol';

/** Most symbols in one join or leave frame (the server accepts up to 2,000). */
const SYMBOLS_PER_FRAME = 500;

/** A join or leave of symbols and odd-lot rooms (ODD_HSX, ODD_HNX). */
function listFrame(type: 'join' | 'leave', items: readonly string[]): string {
  const symbols: string[] = [];
  const oddLot: OddLotRoom[] = [];
  for (const item of items) {
    if (isOddLotRoom(item)) oddLot.push(item);
    else symbols.push(item);
  }
  return encodeClientFrame({ type, symbols, oddLot });
}

const DEPTH_ITEM = /^([A-Z0-9]+),([BS])$/;

/** A 10-level depth subscription item: `FPT,S` (asks) or `FPT,B` (bids). */
export const depthItem = (symbol: string, side: 'B' | 'S') => `${symbol},${side}`;

/**
 * The frames that join or leave items: symbols and odd-lot rooms in chunked list frames, each
 * depth item (`FPT,S`) in a frame of its own, since the server reads a two-item list ending in
 * B or S as one depth request (and a depth item inside a longer list as two symbols).
 */
export function framesOf(type: 'join' | 'leave', items: readonly string[]): string[] {
  const plain: string[] = [];
  const frames: string[] = [];
  for (const item of items) {
    const depth = DEPTH_ITEM.exec(item);
    if (depth)
      frames.push(
        encodeClientFrame({
          type: type === 'join' ? 'join-depth' : 'leave-depth',
          symbol: depth[1]!,
          side: depth[2] as 'B' | 'S',
        }),
      );
    else plain.push(item);
  }
  return [...chunk(plain).map((list) => listFrame(type, list)), ...frames];
}

/** Splits a list into frames the server accepts. */
function chunk<T>(items: readonly T[], size = SYMBOLS_PER_FRAME): T[][] {
  const chunks: T[][] = [];
  for (let start = 0; start < items.length; start += size) chunks.push(items.slice(start, start + size));
  return chunks;
}

export interface PublicMessage {
  id: number;
  [field: string]: unknown;
}

/**
 * Unwraps `{"data": {"id": N, ...}}` (an object or its JSON text) just far enough to route it by
 * id; null when malformed. Listeners read the message itself with protocol's `readPublicMessage`.
 */
export function unwrapPublicMessage(payload: unknown): PublicMessage | null {
  let value = payload;
  if (typeof value === 'string') {
    try {
      value = JSON.parse(value);
    } catch {
      return null;
    }
  }
  if (!value || typeof value !== 'object') return null;
  const data = (value as { data?: unknown }).data;
  if (!data || typeof data !== 'object') return null;
  const raw = (data as { id?: unknown }).id;
  // A numeric id (what the server sends) keeps the object as parsed: no copy per message.
  if (typeof raw === 'number') return Number.isInteger(raw) ? (data as PublicMessage) : null;
  const id = Number(raw);
  return Number.isInteger(id) ? ({ ...(data as object), id } as PublicMessage) : null;
}
