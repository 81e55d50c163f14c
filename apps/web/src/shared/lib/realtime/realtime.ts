// The app's one realtime connection over Socket.IO (WebSocket transport, reconnect with backoff).
import { io } from 'socket.io-client';
import { createRealtimeClient } from './realtime-client';

export const realtime = createRealtimeClient((url, path) =>
  io(url, {
    path,
    transports: ['websocket'],
    reconnection: true,
    reconnectionDelay: 1_000,
    reconnectionDelayMax: 10_000,
  }),
);
