// The Socket.IO socket of the realtime channel: WebSocket transport, reconnect with backoff.
import { io } from 'socket.io-client';
import type { SocketFactory } from './realtime-client';

export const createSocketIo: SocketFactory = (url, path) =>
  io(url, {
    path,
    transports: ['websocket'],
    reconnection: true,
    reconnectionDelay: 1_000,
    reconnectionDelayMax: 10_000,
  });
