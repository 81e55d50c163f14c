// The app's side of the realtime channel: the RealtimeClient API over a host that runs elsewhere
// (the realtime worker), spoken to by commands. Listeners live here; the host forwards only the
// message ids someone listens to, and each of its batches is dispatched in one task.
import { createStore } from '@/shared/lib/create-store';
import { batchMessages } from './batch-text';
import type { PublicMessage } from './frames';
import type { HostCommand, HostReply } from './realtime-host';
import type { RealtimeClient, RealtimeStatus } from './realtime-client';

/** A way to send commands to a host; opened on the first command, with the receiver of its replies. */
export type OpenHost = (receive: (reply: HostReply) => void) => { send(command: HostCommand): void };

export function createRealtimeProxy(open: OpenHost): RealtimeClient {
  const status = createStore<RealtimeStatus>({ server: 'unknown', registration: 'unknown' });
  const listeners = new Map<number, Set<(message: PublicMessage) => void>>();
  const privateListeners = new Set<(message: unknown) => void>();
  const timeListeners = new Set<(marketTime: string) => void>();
  let host: { send(command: HostCommand): void } | null = null;
  let nextKey = 0;

  function receive(reply: HostReply) {
    if (reply.type === 'status') status.set(reply.status);
    if (reply.type === 'time') for (const listener of timeListeners) listener(reply.marketTime);
    if (reply.type !== 'batch' && reply.type !== 'batch-text') return;
    for (const message of batchMessages(reply)) {
      const set = listeners.get(message.id);
      if (set) for (const listener of set) listener(message);
    }
    for (const message of reply.privates) for (const listener of privateListeners) listener(message);
  }

  const send = (command: HostCommand) => (host ??= open(receive)).send(command);

  return {
    status,
    connect: (url, path) => send({ type: 'connect', url, path }),
    disconnect: () => send({ type: 'disconnect' }),
    ensureConnected: () => send({ type: 'ensure-connected' }),
    setOnline: (online) => send({ type: 'network', online }),
    subscribe(symbols) {
      const key = nextKey++;
      send({ type: 'subscribe', key, items: [...symbols] });
      let active = true;
      return () => {
        if (!active) return;
        active = false;
        send({ type: 'unsubscribe', key });
      };
    },
    onMessage(id, listener) {
      let set = listeners.get(id);
      if (!set) listeners.set(id, (set = new Set()));
      if (set.size === 0) send({ type: 'listen', id });
      set.add(listener);
      return () => {
        if (!set.delete(listener) || set.size > 0) return;
        send({ type: 'unlisten', id });
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
    register: (credentials) => send({ type: 'register', credentials }),
  };
}
