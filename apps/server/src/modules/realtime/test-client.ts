// Helpers for tests that talk to a running gateway with real Socket.IO clients.
import type { Socket as ClientSocket } from 'socket.io-client';

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
