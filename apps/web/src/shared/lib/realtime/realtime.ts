// The app's one realtime connection. Its socket runs in a dedicated worker (realtime.worker.ts),
// which posts the messages in batches; where no worker can start (no Worker, a worker that fails
// before it answers) the same host runs on the main thread, loaded on demand.
import type { HostCommand, HostReply } from './realtime-host';
import { createRealtimeProxy, type OpenHost } from './realtime-proxy';

/** The host on the main thread: commands wait until its code (and Socket.IO's) has loaded. */
const openInThread: OpenHost = (receive) => {
  let host: { receive(command: HostCommand): void } | null = null;
  const waiting: HostCommand[] = [];
  void Promise.all([import('./realtime-host'), import('./socket-io')]).then(
    ([{ createRealtimeHost }, { createSocketIo }]) => {
      host = createRealtimeHost(receive, createSocketIo);
      for (const command of waiting.splice(0)) host.receive(command);
    },
  );
  return { send: (command) => (host ? host.receive(command) : waiting.push(command)) };
};

const openWorker: OpenHost = (receive) => {
  if (typeof Worker === 'undefined') return openInThread(receive);
  const worker = new Worker(new URL('./realtime.worker.ts', import.meta.url), { type: 'module' });
  // Commands sent before the worker answered, replayed on the main thread if it fails to start.
  let unanswered: HostCommand[] | null = [];
  let fallback: { send(command: HostCommand): void } | null = null;
  worker.onmessage = (event: MessageEvent<HostReply>) => {
    if (event.data.type === 'ready') unanswered = null;
    else receive(event.data);
  };
  worker.onerror = () => {
    if (unanswered === null) return;
    worker.terminate();
    fallback = openInThread(receive);
    for (const command of unanswered) fallback.send(command);
    unanswered = null;
  };
  return {
    send(command) {
      if (fallback) return fallback.send(command);
      unanswered?.push(command);
      // Resolved against the page: a worker's location is its script's URL.
      worker.postMessage(
        command.type === 'connect' ? { ...command, url: new URL(command.url, location.href).href } : command,
      );
    },
  };
};

export const realtime = createRealtimeProxy(openWorker);
