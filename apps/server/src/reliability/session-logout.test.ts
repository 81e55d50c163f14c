// R7: a session that ends, for every reason, pushes `{action: 'logout'}` to every socket registered
// with it within 1 s (real app, real Socket.IO clients), and those sockets get nothing private after.
import { io as connect, type Socket as ClientSocket } from 'socket.io-client';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../testing/test-app.ts';
import { loginAs, postCommand, type TestCaller } from '../modules/trading-gateway/test-client.ts';
import { hashSessionId } from '../modules/identity/session-service.ts';
import { byAction, collect, nextMessage } from '../modules/realtime/test-client.ts';

let t: TestApp;
const open: ClientSocket[] = [];
beforeAll(async () => {
  t = await startTestApp({ demoUsers: true });
});
afterEach(() => {
  for (const socket of open.splice(0)) socket.close();
});
afterAll(async () => t?.stop());

/** A socket registered with the caller's session (acknowledged). */
async function registered(caller: TestCaller): Promise<ClientSocket> {
  const socket = connect(t.baseUrl, { transports: ['websocket'], reconnection: false });
  open.push(socket);
  await new Promise<void>((resolve, reject) => {
    socket.once('connect', () => resolve());
    socket.once('connect_error', reject);
  });
  const ack = nextMessage(socket, 'private', byAction('register'));
  socket.emit('regs', JSON.stringify({ action: 'register', data: caller }));
  expect((await ack).ok).toBe(true);
  return socket;
}

const customerId = async (username: string) =>
  (
    await t.app.storage.db
      .selectFrom('customers')
      .select('id')
      .where('username', '=', username)
      .executeTakeFirstOrThrow()
  ).id;

/** Each way a session ends, through the path the product uses for it. */
const ENDINGS: Record<string, (caller: TestCaller) => Promise<unknown>> = {
  'Logout command': (caller) => postCommand(t.app, 'B', caller, 'Logout'),
  'idle expiry (sweep)': async (caller) => {
    await t.app.storage.db
      .updateTable('sessions')
      .set({ last_seen_at: Date.now() - 40 * 60_000 })
      .where('id_hash', '=', hashSessionId(caller.session))
      .execute();
    return t.app.sessions.sweepExpired();
  },
  'password change': async (caller) => {
    const changed = await postCommand(t.app, 'B', caller, 'ChangePassword', {
      oldPassword: 'Demo@123',
      newPassword: 'Other@123',
      confirmation: 'Other@123',
    });
    expect(changed.rc).toBe(1);
    // Back to the demo password for the next case (this ends the new sessions too: none open).
    await t.app.storage.db
      .updateTable('customers')
      .set({
        password_hash: (
          await t.app.storage.db
            .selectFrom('customers')
            .select('password_hash')
            .where('username', '=', 'demo2')
            .executeTakeFirstOrThrow()
        ).password_hash,
      })
      .where('username', '=', 'demo')
      .execute();
  },
  'password reset (every session of the customer)': async () =>
    t.app.sessions.endAll(await customerId('demo'), 'password-changed'),
  'replaced by another login': async () => t.app.sessions.endAll(await customerId('demo'), 'replaced'),
};

describe('R7 sessions: the logout reaches every socket of the session', () => {
  it.each(Object.keys(ENDINGS))(
    '%s: logout within 1 s on every socket, then nothing private',
    async (name) => {
      const caller = await loginAs(t.app, 'demo', 'Demo@123');
      const other = await loginAs(t.app, 'demo', 'Demo@123');
      const sockets = await Promise.all([registered(caller), registered(caller), registered(caller)]);
      const bystander = await registered(other);
      const logouts = sockets.map((socket) => nextMessage(socket, 'private', byAction('logout'), 1000));
      const started = Date.now();
      await ENDINGS[name]!(caller);
      await Promise.all(logouts);
      expect(Date.now() - started).toBeLessThan(1000);
      // After the logout the sockets are out of the session's and user's rooms.
      const after = sockets.map((socket) => collect(socket, 'private'));
      const probe = nextMessage(bystander, 'private', (m) => m.action === 'Event', 1000);
      t.app.privateEvents.push('demo', { action: 'Event', data: { probe: 1 } });
      await new Promise((resolve) => setTimeout(resolve, 150));
      for (const seen of after) expect(seen()).toEqual([]);
      if (name === 'Logout command' || name === 'idle expiry (sweep)') {
        // A session's end touches no other session of the same user.
        expect(await t.app.sessions.validate('demo', other.session)).toBe(true);
        await probe;
      } else void probe.catch(() => undefined);
      await t.app.sessions.logout(other.session);
    },
  );
});
