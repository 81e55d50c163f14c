// The realtime worker: the channel's host (socket, decoding, coalescing) off the main thread.
// zod must parse without eval under the server's CSP: its global configuration is set before the
// host's code (and zod with it) loads, and commands that arrive meanwhile wait. Batches go to the
// main thread as text (batch-text.ts).
import { packReply } from './batch-text';
import type { HostCommand, HostReply } from './realtime-host';

const scope = self as unknown as {
  postMessage(reply: HostReply): void;
  onmessage: ((event: MessageEvent<HostCommand>) => void) | null;
};
const zodGlobal = globalThis as { __zod_globalConfig?: Record<string, unknown> };
zodGlobal.__zod_globalConfig = { ...zodGlobal.__zod_globalConfig, jitless: true };

const waiting: HostCommand[] = [];
scope.onmessage = (event) => waiting.push(event.data);
void Promise.all([import('./realtime-host'), import('./socket-io')]).then(
  ([{ createRealtimeHost }, { createSocketIo }]) => {
    const host = createRealtimeHost((reply) => scope.postMessage(packReply(reply)), createSocketIo);
    scope.onmessage = (event) => host.receive(event.data);
    for (const command of waiting.splice(0)) host.receive(command);
    scope.postMessage({ type: 'ready' });
  },
);
