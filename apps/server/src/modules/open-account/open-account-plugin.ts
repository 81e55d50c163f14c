// Opening an account as a plugin (issue 29): the applicant's commands (open-account-commands.ts).
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { OtpService } from '../identity/otp-service.ts';
import { registerOpenAccountCommands } from './open-account-commands.ts';
import { OpenAccountService } from './open-account-service.ts';

async function openAccountPlugin(app: FastifyInstance): Promise<void> {
  const db = app.storage.db;
  const wallClock = () => Date.now();
  // Codes live in the database: this instance keeps the identity module's limits and single use.
  const otp = new OtpService(db, app.privateEvents, { demo: app.env.demoUsers, now: wallClock });
  const requests = new OpenAccountService(db, otp, wallClock, () => app.market.clock.marketTime());
  registerOpenAccountCommands(app.trading, requests);
}

export default fp(openAccountPlugin, {
  name: 'sen-open-account',
  dependencies: ['sen-storage', 'sen-trading-gateway', 'sen-identity', 'sen-market'],
});
