// The private channel: a client registers with `{user, session}`; once the session validator
// accepts it, the socket joins the user's room and its session's room and receives `private`
// messages sent to that user (or that session) from any node, through the Socket.IO adapter
// (Redis when scaled out). Session ids are never stored or logged here, only their SHA-256.
import { createHash } from 'node:crypto';
import { PRIVATE_EVENT, registerAck } from '@sen/protocol';
import type { Server } from 'socket.io';
import { Adapter } from 'socket.io-adapter';
import type { ClientSession } from './client-session.ts';
import type { SessionValidator } from './session-validator.ts';

/** A private message: `{action: 'Event', data}`, `{action: 'logout'}`, replies, `ping`, `error`. */
export interface PrivateMessage {
  action: string;
  [field: string]: unknown;
}

const userRoom = (user: string): string => `user:${user}`;
const sessionRoom = (sessionHash: string): string => `session:${sessionHash}`;
/** SHA-256 hex of a session id: how identity names a session in its events. */
const hashSession = (session: string): string => createHash('sha256').update(session).digest('hex');

export class PrivateChannel {
  /**
   * `namespaces`: every namespace clients register on (`/` and the family's `/ps`): a user's
   * pushes reach, and a session's end unregisters, its sockets on each of them.
   */
  constructor(
    private readonly io: Server,
    private validator: SessionValidator,
    private readonly namespaces: readonly string[] = ['/'],
  ) {}

  /** Identity plugs its session service in here. */
  useValidator(validator: SessionValidator): void {
    this.validator = validator;
  }

  /** True when the client holds a live registration (errors then go to `private`). */
  isRegistered(client: ClientSession): boolean {
    return client.user !== undefined && client.socket.rooms.has(userRoom(client.user));
  }

  /**
   * Validates and acknowledges on `private` with the protocol's `registerAck` (`ok`, and `data`
   * `'OK'|'NOK'` for the client family).
   */
  async register(client: ClientSession, user: string, session: string): Promise<void> {
    let valid: boolean;
    try {
      valid = await this.validator.validate(user, session);
    } catch {
      valid = false;
    }
    if (!client.socket.connected) return;
    if (!valid) {
      client.socket.emit(PRIVATE_EVENT, registerAck(false, 'invalid session'));
      return;
    }
    for (const room of client.socket.rooms)
      if (room.startsWith('user:') || room.startsWith('session:')) await client.socket.leave(room);
    client.user = user;
    await client.socket.join([userRoom(user), sessionRoom(hashSession(session))]);
    client.socket.emit(PRIVATE_EVENT, registerAck(true));
  }

  /** Sends to every connection of a user on every node, or only to those of one session. */
  sendToUser(user: string, message: PrivateMessage, sessionHash?: string): void {
    const room = sessionHash === undefined ? userRoom(user) : sessionRoom(sessionHash);
    for (const namespace of this.namespaces) {
      const nsp = this.io.of(namespace);
      // Socket.IO encodes a message before it looks for the room's sockets. With the in-process
      // adapter (one node) every socket that could take it is here, so a room with none on a
      // namespace is skipped: most orders' pushes find no socket on the family namespace, and an
      // API client has none at all (bench/orders: the two encodings were 4.6% of an order's main
      // thread). Any other adapter (Redis) may have the room's sockets on other nodes: it always sends.
      if (nsp.adapter.constructor === Adapter && !nsp.adapter.rooms.has(room)) continue;
      nsp.to(room).emit(PRIVATE_EVENT, message);
    }
  }

  /** A session ended (logout, expiry, password change): its sockets are unregistered on every node. */
  endSession(user: string, sessionHash: string): void {
    const room = sessionRoom(sessionHash);
    for (const namespace of this.namespaces)
      this.io
        .of(namespace)
        .in(room)
        .socketsLeave([userRoom(user), room]);
  }
}
