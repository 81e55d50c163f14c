// ActivateAccount does the same hash work whoever asks (issue 29): an unknown username, an already
// active customer and a pending one with a wrong temporary password each cost exactly one argon2
// verification, so the answer's time does not tell which usernames exist. The check counts the
// calls of the hash function (not a timed test).
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { buildApp } from '../../app.ts';
import { testAppDatabases, type TestAppDatabase } from '../../plugins/storage/test-databases.ts';
import * as hasher from '../identity/password-hasher.ts';
import { postCommand } from '../trading-gateway/test-client.ts';
import { anonymous, applicant, approvalSms, verifiedRequest } from './open-account-testing.ts';

vi.mock('../identity/password-hasher.ts', async (original) => {
  const real = await original<typeof hasher>();
  return { ...real, verifySecret: vi.fn(real.verifySecret), hashSecret: vi.fn(real.hashSecret) };
});

const key = 'activation-timing-test-key';
const DAY_MS = 86_400_000;

describe.each(testAppDatabases())('ActivateAccount hash work on %s', (_kind, open) => {
  let database: TestAppDatabase;
  let app: FastifyInstance;
  let username = '';
  let temporary = '';
  const activate = (user: string, temp: string) =>
    postCommand(app, 'L', anonymous, 'ActivateAccount', {
      username: user,
      temporaryPassword: temp,
      newPassword: 'Moi@2026',
      confirmPassword: 'Moi@2026',
      pin: '246810',
      confirmPin: '246810',
    }).then((r) => r.rc);
  const verifications = () => vi.mocked(hasher.verifySecret).mock.calls.length;

  beforeAll(async () => {
    process.env.SEN_OPEN_ACCOUNT_REVIEW_SECONDS = '86400';
    database = await open();
    app = await buildApp({ ...database.overrides, logLevel: 'silent', demoUsers: true, port: 0 });
    await app.ready();
    const id = await verifiedRequest(app, applicant(31), key);
    expect(await app.accountOpening.reviewDue(app.market.clock.marketTime() + DAY_MS)).toBe(1);
    ({ username, temporary } = (await approvalSms(app, id, key))!);
  });
  afterAll(async () => {
    delete process.env.SEN_OPEN_ACCOUNT_REVIEW_SECONDS;
    await app.close();
    await database.drop();
  });
  beforeEach(() => vi.mocked(hasher.verifySecret).mockClear());

  it('verifies one hash for an unknown username, as for a known one', async () => {
    expect(await activate('068C999999', 'Whatever12')).toBe(-8101);
    expect(verifications()).toBe(1);
    // The dummy hash is a real argon2id hash: the check does the full work and answers false.
    expect(vi.mocked(hasher.verifySecret).mock.calls[0]![0]).toBe(hasher.DUMMY_HASH);
  });

  it('verifies one hash for an active customer that cannot be activated', async () => {
    expect(await activate('demo', 'Whatever12')).toBe(-8101);
    expect(verifications()).toBe(1);
  });

  it('verifies one hash for a pending customer with a wrong temporary password', async () => {
    expect(await activate(username, 'Whatever12')).toBe(-8101);
    expect(verifications()).toBe(1);
    expect(vi.mocked(hasher.verifySecret).mock.calls[0]![0]).not.toBe(hasher.DUMMY_HASH);
  });

  it('activates with the right temporary password after one verification', async () => {
    expect(await activate(username, temporary)).toBe(1);
    expect(verifications()).toBe(1);
  });
});
