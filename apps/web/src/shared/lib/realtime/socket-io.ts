// The Socket.IO socket of the realtime channel: WebSocket transport, reconnect with backoff; it
// asks for `publics` frames (a server flush's public messages in one frame: one message event and
// one JSON parse per flush for the realtime worker, not one per message).
import { BATCHED_FRAMES_AUTH } from '@sen/protocol';
import { io } from 'socket.io-client';
import type { SocketFactory } from './realtime-client';

export const createSocketIo: SocketFactory = (url, path) =>
  io(url, {
    path,
    transports: ['websocket'],
    auth: { ...BATCHED_FRAMES_AUTH },
    reconnection: true,
    reconnectionDelay: 1_000,
    reconnectionDelayMax: 10_000,
  });
