// Client frames of the `regs` event (ARCHITECTURE §5), always sent as JSON strings.
export const REGS_EVENT = 'regs';
export const PUBLIC_EVENT = 'public';
export const PRIVATE_EVENT = 'private';

/** Most symbols in one join or leave frame (the server accepts up to 2,000). */
export const SYMBOLS_PER_FRAME = 500;

export function joinFrame(items: readonly string[]): string {
  return JSON.stringify({ action: 'join', data: items.join(',') });
}

export function leaveFrame(items: readonly string[]): string {
  return JSON.stringify({ action: 'leave', data: items.join(',') });
}

export function pingFrame(): string {
  return JSON.stringify({ action: 'ping', mode: 'sync', data: ' ' });
}

export function registerFrame(user: string, session: string): string {
  return JSON.stringify({ action: 'register', data: { user, session } });
}

/** Splits a list into frames the server accepts. */
export function chunk<T>(items: readonly T[], size = SYMBOLS_PER_FRAME): T[][] {
  const chunks: T[][] = [];
  for (let start = 0; start < items.length; start += size) chunks.push(items.slice(start, start + size));
  return chunks;
}

export interface PublicMessage {
  id: number;
  [field: string]: unknown;
}

/** Unwraps `{"data": {"id": N, ...}}` (an object or its JSON text); null when malformed. */
export function readPublicMessage(payload: unknown): PublicMessage | null {
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
  const id = Number((data as { id?: unknown }).id);
  return Number.isInteger(id) ? ({ ...(data as object), id } as PublicMessage) : null;
}
