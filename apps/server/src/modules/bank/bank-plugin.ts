// Bank money transfers as a plugin: the group-B commands, the bank's signed deposit callback
// (`POST /bank/callback`) and, on the leader node only, the simulated bank that moves withdrawals
// along by the market clock. Configuration (environment):
//   SEN_BANK_SECRET   HMAC-SHA256 secret of the callback; demo default `sen-demo-bank-secret`,
//                     without it outside demo mode the callback refuses every call (503)
//   SEN_BANK_STEP_MS  market milliseconds between two steps of a withdrawal (default 5000)
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { z } from 'zod';
import { whenLeader } from '../cluster/cluster-plugin.ts';
import { AccountAccess } from '../identity/account-access.ts';
import { CustomerRepository } from '../identity/customer-repository.ts';
import { OtpService } from '../identity/otp-service.ts';
import { registerBankCommands } from './bank-commands.ts';
import { seedDemoBankAccounts } from './bank-demo-accounts.ts';
import { cashArrivalsOf } from '../margin/cash-arrivals.ts';
import { BankDeposits } from './bank-deposits.ts';
import { BankNotices } from './bank-notices.ts';
import { BankProcessor } from './bank-processor.ts';
import { BankWithdrawals, type BankDeps } from './bank-withdrawals.ts';
import { SenError } from '../../plugins/errors/sen-error.ts';

export const DEMO_BANK_SECRET = 'sen-demo-bank-secret';

const envSchema = z.object({
  SEN_BANK_SECRET: z.string().min(16).optional(),
  SEN_BANK_STEP_MS: z.coerce.number().int().min(100).max(3_600_000).default(5_000),
});

async function bankPlugin(app: FastifyInstance): Promise<void> {
  const env = envSchema.parse(process.env);
  const demo = app.env.demoUsers;
  const secret = env.SEN_BANK_SECRET ?? (demo ? DEMO_BANK_SECRET : undefined);
  const db = app.storage.db;
  const customers = new CustomerRepository(db);
  const notices = new BankNotices(app);
  const clock = () => app.market.now();
  const deps: BankDeps = {
    db,
    ledger: app.ledger,
    access: new AccountAccess(customers),
    customers,
    // Identity's OTP service over the same tables: the same 5-per-2-minutes limit and outbox.
    otp: new OtpService(db, app.privateEvents, { demo, now: Date.now }),
    notices,
    audit: app.audit,
    clock,
    stepMs: env.SEN_BANK_STEP_MS,
    arrived: cashArrivalsOf(app.margin),
  };
  const withdrawals = new BankWithdrawals(deps);
  const deposits = new BankDeposits(deps, secret ?? '');
  registerBankCommands(app.trading, { deps, withdrawals, deposits, secret: secret ?? '', demo });

  await app.register(async (scope) => {
    // The signature covers the raw bytes: this route reads its JSON body as a string.
    scope.removeContentTypeParser('application/json');
    scope.addContentTypeParser('application/json', { parseAs: 'string' }, (_req, body, done) =>
      done(null, body),
    );
    scope.post('/bank/callback', async (request, reply) => {
      if (!secret) {
        const off = new SenError('bankCallbackOff');
        return reply.code(off.status).send({ rc: off.rc, message: off.text.en });
      }
      const raw = typeof request.body === 'string' ? request.body : '';
      const signature = request.headers['x-sen-signature'];
      const origin = {
        channel: 'BANK',
        clientAddress: request.ip,
        device: String(request.headers['user-agent'] ?? ''),
        // The audit trail's times are the wall clock's, as for every request (trading gateway).
        receivedAt: Date.now(),
      };
      const result = await deposits.receive(
        raw,
        typeof signature === 'string' ? signature : undefined,
        origin,
      );
      if (result.status === 200) return { rc: 1, data: result.transfer };
      return reply.code(result.status).send({ rc: result.rc, message: result.message });
    });
  });

  const processor = new BankProcessor({
    db,
    ledger: app.ledger,
    notices,
    clock,
    stepMs: env.SEN_BANK_STEP_MS,
    onError: (error) => app.log.error({ err: error }, 'bank processor failed'),
  });
  app.addHook('onReady', async () => {
    if (demo) await seedDemoBankAccounts(db, Date.now());
    await whenLeader(
      app,
      () => processor.start(),
      () => processor.stop(),
      // A taken-over market node serves orders first (modules/cluster).
      { afterServing: true },
    );
  });
  app.addHook('onClose', async () => processor.stop());
}

export default fp(bankPlugin, {
  name: 'sen-bank',
  dependencies: [
    'sen-market',
    'sen-ledger',
    'sen-identity',
    'sen-trading-gateway',
    'sen-notifications',
    'sen-audit',
    'sen-margin',
  ],
});
