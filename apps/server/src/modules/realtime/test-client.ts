// Helpers for tests that talk to a running gateway with real Socket.IO clients.
import type { Socket as ClientSocket } from 'socket.io-client';
import { WebSocket } from 'ws';

export type Frame = Record<string, unknown> & { data?: Record<string, unknown> & { id?: number } };

interface Listenable {
  on(event: string, listener: (message: Frame) => void): unknown;
  off?(event: string, listener: (message: Frame) => void): unknown;
  removeListener?(event: string, listener: (message: Frame) => void): unknown;
}

/** Resolves with the first message on `event` that `accept` takes; rejects after `timeoutMs`. */
export function nextMessage(
  socket: Listenable | ClientSocket,
  event: string,
  accept: (m: Frame) => boolean,
  timeoutMs = 5000,
): Promise<Frame> {
  const target = socket as Listenable;
  return new Promise((resolve, reject) => {
    const stop = (): void => {
      clearTimeout(timer);
      (target.off ?? target.removeListener)?.call(target, event, listener);
    };
    const timer = setTimeout(() => {
      stop();
      reject(new Error(`no matching "${event}" message within ${timeoutMs} ms`));
    }, timeoutMs);
    const listener = (message: Frame): void => {
      if (!accept(message)) return;
      stop();
      resolve(message);
    };
    target.on(event, listener);
  });
}

/** Collects every message on `event` until the returned function is called. */
export function collect(socket: Listenable | ClientSocket, event: string): () => Frame[] {
  const target = socket as Listenable;
  const seen: Frame[] = [];
  const listener = (message: Frame): void => {
    seen.push(message);
  };
  target.on(event, listener);
  return () => {
    (target.off ?? target.removeListener)?.call(target, event, listener);
    return seen;
  };
}

export const byId = (id: number) => (m: Frame) => m.data?.id === id;
export const byAction = (action: string) => (m: Frame) => m.action === action;

/** A raw Socket.IO client that can stop reading its TCP socket (a full kernel buffer). */
export interface StalledClient {
  /** The data of every message received, in order of arrival. */
  received: { sym: string; sID: number }[];
  /** Stops reading the socket: what the server writes piles up in the kernel buffers. */
  stall(): void;
  resume(): void;
  /** Resolves once a message with `sID` arrived, or after `timeoutMs` (the assertions decide). */
  waitFor(sID: number, timeoutMs?: number): Promise<void>;
  close(): void;
}

/**
 * Connects a raw WebSocket client (Engine.IO v4) to the gateway at `baseUrl` (http://host:port),
 * joins `symbols` and resolves once it joined, ready to `stall`.
 */
export async function stalledClient(baseUrl: string, symbols = 'FPT,VNM'): Promise<StalledClient> {
  const ws = new WebSocket(`${baseUrl.replace(/^http/, 'ws')}/socket.io/?EIO=4&transport=websocket`);
  const received: { sym: string; sID: number }[] = [];
  let joined: () => void = () => {};
  const ready = new Promise<void>((resolve) => (joined = resolve));
  ws.on('message', (data) => {
    const text = String(data);
    if (text.startsWith('0')) ws.send('40');
    else if (text.startsWith('40')) {
      ws.send(`42${JSON.stringify(['regs', JSON.stringify({ action: 'join', data: symbols })])}`);
      setTimeout(joined, 100);
    } else if (text.startsWith('42')) {
      const [, payload] = JSON.parse(text.slice(2)) as [string, { data: { sym: string; sID: number } }];
      received.push(payload.data);
    }
  });
  await ready;
  const raw = (ws as unknown as { _socket: { pause(): void; resume(): void } })._socket;
  return {
    received,
    stall: () => raw.pause(),
    resume: () => raw.resume(),
    async waitFor(sID, timeoutMs = 10_000) {
      const deadline = Date.now() + timeoutMs;
      while (!received.some((m) => m?.sID === sID) && Date.now() < deadline)
        await new Promise((resolve) => setTimeout(resolve, 20));
    },
    close: () => ws.close(),
  };
}
