// In-process topic of session and private events. The realtime gateway subscribes and forwards
// them to the user's registered sockets (`private` event, ARCHITECTURE §5); with many nodes the bus
// carries the same messages.
import { EventEmitter } from 'node:events';

/** A private message for every socket of a user: `{action: 'logout'}` or `{action: 'Event', data}`. */
export interface PrivateMessage {
  user: string;
  /** When set, only the sockets registered with this session (SHA-256 of its id) get the message. */
  sessionHash?: string;
  message: { action: 'logout' } | { action: 'Event'; data: Record<string, unknown> };
}

export interface SessionEnded {
  user: string;
  /** SHA-256 of the ended session id: lets the realtime side drop exactly that registration. */
  sessionHash: string;
  reason: 'logout' | 'expired' | 'password-changed' | 'authenticator-removed' | 'replaced';
}

interface EventMap {
  private: [PrivateMessage];
  'session-ended': [SessionEnded];
}

export class PrivateEvents extends EventEmitter<EventMap> {
  /** Sends a private message to the sockets of the user (of one session when `sessionHash` is given). */
  push(user: string, message: PrivateMessage['message'], sessionHash?: string): void {
    this.emit('private', sessionHash === undefined ? { user, message } : { user, message, sessionHash });
  }
}
