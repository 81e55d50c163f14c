// The realtime worker: the channel's host (socket, decoding, coalescing) off the main thread.
import { createRealtimeHost, type HostCommand, type HostReply } from './realtime-host';
import { createSocketIo } from './socket-io';

const scope = self as unknown as {
  postMessage(reply: HostReply): void;
  onmessage: ((event: MessageEvent<HostCommand>) => void) | null;
};

const host = createRealtimeHost((reply) => scope.postMessage(reply), createSocketIo);
scope.onmessage = (event) => host.receive(event.data);
scope.postMessage({ type: 'ready' });
