// The realtime channel (Socket.IO): one connection shared by the whole app. Subscriptions are
// reference counted, re-joined after every reconnect; a ping goes out every 10 s and more than
// four unanswered pings force a reconnect; the server answers each ping with its market time (the
// client's time sync, `onTimeSync`). The server status (unknown, on, off) is a store.
import { createStore, type Store } from '@/shared/lib/create-store';
import {
  encodeClientFrame,
  PING_FRAME,
  PRIVATE_EVENT,
  PUBLIC_BATCH_EVENT,
  PUBLIC_EVENT,
  REGS_EVENT,
  registerAckSchema,
} from '@sen/protocol';
import { z } from 'zod';
import { framesOf, unwrapPublicMessage, type PublicMessage } from './frames';

export type ServerStatus = 'unknown' | 'on' | 'off';
type PrivateRegistration = 'unknown' | 'ok' | 'not';

export interface RealtimeStatus {
  server: ServerStatus;
  registration: PrivateRegistration;
}

/** What the client needs of a Socket.IO socket (a fake in tests). */
export interface SocketLike {
  on(event: string, listener: (...args: unknown[]) => void): unknown;
  emit(event: string, payload: string): unknown;
  connect(): unknown;
  disconnect(): unknown;
}

export type SocketFactory = (url: string, path: string) => SocketLike;

const PING_INTERVAL_MS = 10_000;
const pingTimeSchema = z.object({ action: z.literal('ping'), data: z.iso.datetime({ offset: true }) });

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}
const MAX_UNANSWERED_PINGS = 4;

export interface RealtimeClient {
  connect(url: string, path: string): void;
  disconnect(): void;
  /** Reconnects when the connection is down (used when the window regains focus). */
  ensureConnected(): void;
  /**
   * The browser went offline or online again: offline drops the connection at once (status off)
   * instead of waiting for unanswered pings; online connects again.
   */
  setOnline(online: boolean): void;
  /**
   * Joins symbols, rooms such as ODD_HSX or 10-level depth streams (`FPT,S`, see `depthItem`; each
   * sent in a frame of its own); the returned function leaves them again.
   */
  subscribe(symbols: readonly string[]): () => void;
  /** Listens to one public message id (1101, 3220 ...). */
  onMessage(id: number, listener: (message: PublicMessage) => void): () => void;
  /** Listens to the market time (ISO 8601) each ping's answer carries: the server clock's time sync. */
  onTimeSync(listener: (marketTime: string) => void): () => void;
  /** Listens to private messages (after registration). */
  onPrivate(listener: (message: unknown) => void): () => void;
  /** Registers the logged-in session, now and after every reconnect; null forgets it. */
  register(credentials: { user: string; session: string } | null): void;
  status: Pick<Store<RealtimeStatus>, 'get' | 'subscribe'>;
}

export interface ClientTimers {
  setInterval(callback: () => void, ms: number): ReturnType<typeof setInterval>;
  clearInterval(timer: ReturnType<typeof setInterval>): void;
}

export function createRealtimeClient(
  createSocket: SocketFactory,
  timers: ClientTimers = globalThis,
): RealtimeClient {
  const status = createStore<RealtimeStatus>({ server: 'unknown', registration: 'unknown' });
  const counts = new Map<string, number>();
  const listeners = new Map<number, Set<(message: PublicMessage) => void>>();
  const privateListeners = new Set<(message: unknown) => void>();
  const timeListeners = new Set<(marketTime: string) => void>();
  let socket: SocketLike | null = null;
  let connected = false;
  let credentials: { user: string; session: string } | null = null;
  let unanswered = 0;
  let pingTimer: ReturnType<typeof setInterval> | undefined;

  const setStatus = (patch: Partial<RealtimeStatus>) => status.set((previous) => ({ ...previous, ...patch }));
  const send = (frame: string) => {
    if (socket && connected) socket.emit(REGS_EVENT, frame);
  };
  const sendRegistration = () => {
    if (credentials) send(encodeClientFrame({ type: 'register', ...credentials }));
  };

  function onConnect() {
    connected = true;
    unanswered = 0;
    setStatus({ server: 'on' });
    for (const frame of framesOf('join', [...counts.keys()])) send(frame);
    sendRegistration();
  }

  function onDisconnect() {
    connected = false;
    setStatus({ server: 'off', registration: credentials ? 'not' : 'unknown' });
  }

  // A ping's answer, `{action:'ping', mode:'sync', data: market time}`, on either event.
  function onPingAnswer(message: unknown) {
    const answer = pingTimeSchema.safeParse(message);
    if (answer.success) for (const listener of timeListeners) listener(answer.data.data);
  }

  function onPublic(payload: unknown) {
    unanswered = 0;
    onPingAnswer(typeof payload === 'string' ? parseJson(payload) : payload);
    const message = unwrapPublicMessage(payload);
    if (!message) return;
    for (const listener of listeners.get(message.id) ?? []) listener(message);
  }

  /** A `publics` frame: the messages of one server flush, in order (socket-io.ts asks for them). */
  function onPublicBatch(payload: unknown) {
    if (!Array.isArray(payload)) return;
    for (const item of payload) onPublic(item);
  }

  function onPrivate(payload: unknown) {
    unanswered = 0;
    let message = payload;
    if (typeof payload === 'string') {
      try {
        message = JSON.parse(payload);
      } catch {
        return;
      }
    }
    onPingAnswer(message);
    if ((message as { action?: unknown } | null)?.action === 'register') {
      const ack = registerAckSchema.safeParse(message);
      setStatus({ registration: ack.success && ack.data.ok ? 'ok' : 'not' });
    }
    for (const listener of privateListeners) listener(message);
  }

  function ping() {
    if (!socket) return;
    if (unanswered > MAX_UNANSWERED_PINGS) {
      unanswered = 0;
      onDisconnect();
      socket.disconnect();
      socket.connect();
      return;
    }
    if (connected) {
      unanswered += 1;
      send(PING_FRAME);
    }
  }

  return {
    status,
    connect(url, path) {
      if (socket) return;
      socket = createSocket(url, path);
      socket.on('connect', onConnect);
      socket.on('disconnect', onDisconnect);
      socket.on('connect_error', () => setStatus({ server: 'off' }));
      socket.on(PUBLIC_EVENT, onPublic);
      socket.on(PUBLIC_BATCH_EVENT, onPublicBatch);
      socket.on(PRIVATE_EVENT, onPrivate);
      pingTimer = timers.setInterval(ping, PING_INTERVAL_MS);
    },
    disconnect() {
      if (pingTimer !== undefined) timers.clearInterval(pingTimer);
      pingTimer = undefined;
      socket?.disconnect();
      socket = null;
      onDisconnect();
    },
    ensureConnected() {
      if (socket && !connected) socket.connect();
    },
    setOnline(online) {
      if (!socket) return;
      if (online) {
        if (!connected) socket.connect();
        return;
      }
      if (connected) onDisconnect();
      socket.disconnect();
    },
    subscribe(symbols) {
      const added: string[] = [];
      for (const symbol of new Set(symbols)) {
        const count = counts.get(symbol) ?? 0;
        counts.set(symbol, count + 1);
        if (count === 0) added.push(symbol);
      }
      for (const frame of framesOf('join', added)) send(frame);
      let active = true;
      return () => {
        if (!active) return;
        active = false;
        const removed: string[] = [];
        for (const symbol of new Set(symbols)) {
          const count = (counts.get(symbol) ?? 1) - 1;
          if (count <= 0) {
            counts.delete(symbol);
            removed.push(symbol);
          } else counts.set(symbol, count);
        }
        for (const frame of framesOf('leave', removed)) send(frame);
      };
    },
    onMessage(id, listener) {
      const set = listeners.get(id) ?? new Set();
      set.add(listener);
      listeners.set(id, set);
      return () => {
        set.delete(listener);
      };
    },
    onTimeSync(listener) {
      timeListeners.add(listener);
      return () => {
        timeListeners.delete(listener);
      };
    },
    onPrivate(listener) {
      privateListeners.add(listener);
      return () => {
        privateListeners.delete(listener);
      };
    },
    register(next) {
      credentials = next;
      if (next) sendRegistration();
      else setStatus({ registration: 'unknown' });
    },
  };
}
