// Identity as a plugin: customers, sessions (`app.sessions`, also the realtime gateway's session
// validator), security settings (`app.security`), private events (`app.privateEvents`, the topic
// the realtime gateway forwards to sockets) and, in demo mode, the seeded demo customers.
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { AccountAccess } from './account-access.ts';
import { createAttemptThrottle } from './attempt-throttle.ts';
import { CustomerRepository } from './customer-repository.ts';
import { seedDemoCustomers } from './demo-customers.ts';
import { FormsService } from './forms-service.ts';
import { registerIdentityCommands } from './identity-commands.ts';
import { LoginService } from './login-service.ts';
import { OtpService } from './otp-service.ts';
import { SecurityService } from './security-service.ts';
import { PrivateEvents } from './session-events.ts';
import { TotpEnrollment } from './totp-enrollment.ts';
import { RECOVERY_NOTICE, TotpRecovery } from './totp-recovery.ts';
import { SessionService, TOUCH_WRITE_EVERY_MS } from './session-service.ts';

interface IdentityOptions {
  /** Idle minutes before a server session expires (default 30, as the client's timeToLive). */
  idleMinutes?: number;
  now?: () => number;
}

async function identityPlugin(app: FastifyInstance, options: IdentityOptions): Promise<void> {
  const now = options.now ?? (() => Date.now());
  const db = app.storage.db;
  const demo = app.env.demoUsers;
  const events = new PrivateEvents();
  // PIN hashes kept in memory only when no other node can change one (SQLite): PIN gates read the
  // hash on every call to notice a ChangePin made on any node.
  const customers = new CustomerRepository(db, { keepPinHashes: app.storage.kind === 'sqlite' });
  // Live sessions stay in memory unless other nodes share the database (REDIS_URL with PostgreSQL:
  // a logout there does not pass through this process).
  const sessions = new SessionService(db, events, {
    idleMinutes: options.idleMinutes ?? 30,
    now,
    cache: app.storage.kind === 'sqlite' || !app.env.redisUrl,
  });
  const otp = new OtpService(db, events, { demo, now });
  const access = new AccountAccess(customers);
  const throttle = await createAttemptThrottle(
    app,
    { perAddressPerMinute: app.env.authLimitPerAddress, globalPerSecond: app.env.authLimitGlobal },
    app.env.redisUrl,
  );
  const security = new SecurityService(customers, sessions, otp, access, throttle, now);
  const login = new LoginService(customers, sessions, otp, now);
  registerIdentityCommands(app.trading, {
    customers,
    login,
    sessions,
    security,
    access,
    otp,
    forms: new FormsService(db, now),
    totp: new TotpEnrollment(customers, otp, security, now),
    // The notifications module registers after this one: looked up when an authenticator is removed.
    recovery: new TotpRecovery(
      customers,
      login,
      otp,
      security,
      (customerId, trx) => app.notifications.notify({ customerId, ...RECOVERY_NOTICE }, trx),
      sessions,
    ),
    throttle,
  });
  app.decorate('sessions', sessions);
  app.decorate('security', security);
  app.decorate('accountAccess', access);
  // Every command that names a sub-account (its `subAccountParam`) is refused -6030 for another
  // customer's before its handler runs.
  app.trading.useAccountCheck((caller, subAcntNo) => access.requireOwner(caller, subAcntNo));
  app.decorate('privateEvents', events);
  // Idle sessions end within a minute even when nobody calls with them (realtime `logout`); the
  // touches kept in memory are written first, at the same pace (session-service.ts).
  const sweeper = setInterval(
    () =>
      void sessions
        .sweepExpired()
        .catch((error: unknown) => app.log.error({ err: error }, 'session sweep failed')),
    TOUCH_WRITE_EVERY_MS,
  );
  sweeper.unref();
  app.addHook('onClose', async () => clearInterval(sweeper));
  app.addHook('preClose', async () => sessions.writeTouches());
  if (demo) {
    const created = await seedDemoCustomers(db, customers, app.ledger, now());
    if (created.length > 0) app.log.info({ created }, 'demo customers seeded');
  }
}

export default fp(identityPlugin, {
  name: 'sen-identity',
  dependencies: ['sen-storage', 'sen-trading-gateway', 'sen-ledger'],
});

declare module 'fastify' {
  interface FastifyInstance {
    sessions: SessionService;
    security: SecurityService;
    accountAccess: AccountAccess;
    privateEvents: PrivateEvents;
  }
}
