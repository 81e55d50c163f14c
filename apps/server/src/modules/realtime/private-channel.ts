// The private channel: a client registers with `{user, session}`; once the session validator
// accepts it, the socket joins the user's room and receives `private` messages sent to that user
// from any node (through the Socket.IO adapter, Redis when scaled out).
import type { Server } from 'socket.io';
import type { ClientSession } from './client-session.ts';
import type { SessionValidator } from './session-validator.ts';

export const PRIVATE_EVENT = 'private';

/** A private message: `{action: 'Event', data}`, `{action: 'logout'}`, replies, `ping`, `error`. */
export interface PrivateMessage {
  action: string;
  [field: string]: unknown;
}

export const userRoom = (user: string): string => `user:${user}`;

export class PrivateChannel {
  constructor(
    private readonly io: Server,
    private validator: SessionValidator,
  ) {}

  /** Identity plugs its session service in here once it exists. */
  useValidator(validator: SessionValidator): void {
    this.validator = validator;
  }

  /** Validates and acknowledges a registration on `private`: `{action:'register', status:'OK'|'NOK'}`. */
  async register(client: ClientSession, user: string, session: string): Promise<void> {
    let valid: boolean;
    try {
      valid = await this.validator.validate(user, session);
    } catch {
      valid = false;
    }
    if (!client.socket.connected) return;
    if (!valid) {
      client.socket.emit(PRIVATE_EVENT, { action: 'register', status: 'NOK', message: 'invalid session' });
      return;
    }
    if (client.user !== undefined && client.user !== user) await client.socket.leave(userRoom(client.user));
    client.user = user;
    await client.socket.join(userRoom(user));
    client.socket.emit(PRIVATE_EVENT, { action: 'register', status: 'OK', user });
  }

  /** Sends to every connection of a user, on every node. */
  sendToUser(user: string, message: PrivateMessage): void {
    this.io.to(userRoom(user)).emit(PRIVATE_EVENT, message);
  }

  /** Ends a user's sessions on every connection: `{action:'logout'}` and the room is emptied. */
  logout(user: string): void {
    this.io.to(userRoom(user)).emit(PRIVATE_EVENT, { action: 'logout' });
    this.io.in(userRoom(user)).socketsLeave(userRoom(user));
  }
}
