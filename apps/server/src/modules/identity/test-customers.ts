// For tests: a customer's row read and written straight in the app's database (a state a test
// starts from, or what a command left behind), by username.
import type { FastifyInstance } from 'fastify';

/** Columns of a customer's row and the values a test gives them. */
export type CustomerChanges = Record<string, number | string | null>;

/** Writes `changes` to the customer's row. */
export const setCustomer = (app: FastifyInstance, username: string, changes: CustomerChanges) =>
  app.storage.db.updateTable('customers').set(changes).where('username', '=', username).execute();

/** The customer's authenticator columns as stored: the active secret, the pending one, the login's OTP flag. */
export const storedTotp = (app: FastifyInstance, username: string) =>
  app.storage.db
    .selectFrom('customers')
    .select(['totp_secret', 'totp_pending', 'login_otp'])
    .where('username', '=', username)
    .executeTakeFirstOrThrow();
