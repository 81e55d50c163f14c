// Opening an account as a plugin (issue 29): the applicant's commands (open-account-commands.ts),
// the first login (account-activation.ts), the operators' API (open-account-operator-routes.ts,
// when SEN_OPERATOR_TOKEN is set) and, on the leader node, the back office's job
// (account-opening.ts): every second, in demo mode with the automatic review on, it decides the
// requests whose review delay has passed on the market clock; in every mode it registers the
// depository numbers that are due. Decorates `app.accountOpening`.
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { z } from 'zod';
import { whenLeader } from '../cluster/cluster-plugin.ts';
import { createAttemptThrottle } from '../identity/attempt-throttle.ts';
import { CustomerRepository } from '../identity/customer-repository.ts';
import { OtpService } from '../identity/otp-service.ts';
import { AccountActivation } from './account-activation.ts';
import { AccountOpening } from './account-opening.ts';
import { registerOpenAccountCommands } from './open-account-commands.ts';
import { openAccountOperatorRoutes } from './open-account-operator-routes.ts';
import { OpenAccountService } from './open-account-service.ts';

const settingsSchema = z.object({
  /** Market seconds between verification and the decision (and between activation and VSD). */
  SEN_OPEN_ACCOUNT_REVIEW_SECONDS: z.coerce.number().int().min(0).max(86_400).default(60),
  /** Per address and minute: OpenAccount, OpenAccountVerify, OpenAccountResend, ActivateAccount. */
  SEN_OPEN_ACCOUNT_LIMIT_PER_ADDRESS: z.coerce.number().int().min(1).default(60),
  /** Per address and minute: OpenAccountStatus and OpenAccountOutbox (the status page polls both). */
  SEN_OPEN_ACCOUNT_READ_LIMIT_PER_ADDRESS: z.coerce.number().int().min(1).default(240),
  /** Demo mode's automatic review; `off` leaves every decision to the operators. */
  SEN_OPEN_ACCOUNT_AUTO_REVIEW: z.enum(['on', 'off']).default('on'),
  /** The operator API's bearer token (operator routes exist only when it is set). */
  SEN_OPERATOR_TOKEN: z.string().min(16, 'SEN_OPERATOR_TOKEN needs at least 16 characters').optional(),
});
const JOB_EVERY_MS = 1_000;

async function openAccountPlugin(app: FastifyInstance): Promise<void> {
  const settings = settingsSchema.parse(process.env);
  const db = app.storage.db;
  const wallClock = () => Date.now();
  const marketNow = () => app.market.now();
  const customers = new CustomerRepository(db);
  // Codes live in the database: this instance keeps the identity module's limits and single use.
  const otp = new OtpService(db, app.privateEvents, { demo: app.env.demoUsers, now: wallClock });
  const requests = new OpenAccountService(db, otp, marketNow);
  const opening = new AccountOpening({
    db,
    customers,
    audit: app.audit,
    marketNow,
    wallNow: wallClock,
    reviewMs: settings.SEN_OPEN_ACCOUNT_REVIEW_SECONDS * 1000,
    demo: app.env.demoUsers,
  });
  // Counted in Redis when REDIS_URL is set (every node together), apart from the login's counts.
  const writes = await createAttemptThrottle(
    app,
    {
      perAddressPerMinute: settings.SEN_OPEN_ACCOUNT_LIMIT_PER_ADDRESS,
      globalPerSecond: app.env.authLimitGlobal,
    },
    app.env.redisUrl,
    'sen-open-account-',
  );
  const reads = await createAttemptThrottle(
    app,
    { perAddressPerMinute: settings.SEN_OPEN_ACCOUNT_READ_LIMIT_PER_ADDRESS },
    app.env.redisUrl,
    'sen-open-account-reads-',
  );
  registerOpenAccountCommands(
    app.trading,
    requests,
    new AccountActivation(db, customers, marketNow, wallClock),
    { writes, reads },
  );
  app.decorate('accountOpening', opening);
  await openAccountOperatorRoutes(app, { opening, requests, token: settings.SEN_OPERATOR_TOKEN });
  // Outside demo mode (or with the automatic review off) operators decide through the API; the
  // simulated depository registers the activated accounts' numbers in every mode.
  const autoReview = app.env.demoUsers && settings.SEN_OPEN_ACCOUNT_AUTO_REVIEW === 'on';
  let timer: NodeJS.Timeout | undefined;
  let running = false;
  const pass = async () => {
    if (running) return;
    running = true;
    try {
      if (autoReview) await opening.reviewDue();
      await opening.registerDepository();
    } catch (error) {
      app.log.error({ err: error }, 'open-account review failed');
    } finally {
      running = false;
    }
  };
  const stop = () => {
    if (timer) clearInterval(timer);
    timer = undefined;
  };
  app.addHook('onReady', () =>
    whenLeader(
      app,
      () => {
        timer = setInterval(() => void pass(), JOB_EVERY_MS);
        timer.unref();
      },
      stop,
    ),
  );
  app.addHook('preClose', async () => stop());
}

export default fp(openAccountPlugin, {
  name: 'sen-open-account',
  dependencies: ['sen-storage', 'sen-trading-gateway', 'sen-identity', 'sen-market', 'sen-audit'],
});

declare module 'fastify' {
  interface FastifyInstance {
    accountOpening: AccountOpening;
  }
}
