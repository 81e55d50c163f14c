// The per-address and global attempt throttles: through the app (Login, ForgotPassword,
// ResetPassword.pt answer -8122 in their channel's shape) and with the Redis store, which two
// nodes share.
import { forgotPasswordCommand, loginCommand, wireData } from '@sen/protocol';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { redisSkipReason, startTestRedis, type TestRedis } from '../../plugins/bus/test-redis.ts';
import { testAppDatabases } from '../../plugins/storage/test-databases.ts';
import { SenError } from '../../plugins/errors/sen-error.ts';
import { startSeededApp } from '../../testing/demo-app.ts';
import { createAttemptThrottle } from './attempt-throttle.ts';

const sqliteEntry = testAppDatabases().find(([kind]) => kind === 'sqlite');
if (!sqliteEntry) throw new Error('no SQLite test database');
const openSqlite = sqliteEntry[1];

const post = (app: FastifyInstance, address: string, url: string, payload: unknown) =>
  app.inject({
    method: 'POST',
    url,
    remoteAddress: address,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: JSON.stringify(payload),
  });
const login = async (app: FastifyInstance, address: string, username = 'nobody') =>
  (
    await post(app, address, '/trading', {
      group: 'L',
      user: '',
      session: '',
      data: wireData(loginCommand, { username, password: 'wrong-pass', channel: 'W' }),
    })
  ).json<{ rc: number; rs: string }>();

describe('attempt throttle in the app', () => {
  let close: (() => Promise<void>) | undefined;
  let app: FastifyInstance;
  beforeAll(async () => {
    ({ app, close } = await startSeededApp(openSqlite, { authLimitPerAddress: 3, authLimitGlobal: 6 }));
  });
  afterAll(() => close?.());

  it('refuses a fourth attempt a minute from one address (-8122), not from another', async () => {
    const codes = [];
    for (let i = 0; i < 3; i += 1) codes.push((await login(app, '10.0.0.1')).rc);
    expect(codes).toEqual([-8101, -8101, -8101]);
    const refused = await login(app, '10.0.0.1', 'demo');
    expect(refused.rc).toBe(-8122);
    expect(refused.rs).toMatch(/thử lại sau \d+ giây/);
    const forgot = await post(app, '10.0.0.1', '/trading', {
      group: 'L',
      user: '',
      session: '',
      data: wireData(forgotPasswordCommand, { username: 'demo', contact: '0900000001' }),
    });
    expect(forgot.json()).toMatchObject({ rc: -8122 });
    const reset = await post(app, '10.0.0.1', '/trading/ResetPassword.pt', {
      user: 'demo',
      otp: '123456',
      newPassword: 'Reset@123',
      confirmPassword: 'Reset@123',
    });
    expect(reset.json()).toMatchObject({ http: 400, rc: -8122 });
    expect((await login(app, '10.0.0.2')).rc).toBe(-8101);
    // the refused attempts did not count against the account
    const demo = await app.storage.db
      .selectFrom('customers')
      .select('failed_logins')
      .where('username', '=', 'demo')
      .executeTakeFirstOrThrow();
    expect(demo.failed_logins).toBe(0);
  });

  it('refuses attempts from many addresses past the global limit a second', async () => {
    const replies = await Promise.all(Array.from({ length: 12 }, (_, i) => login(app, `10.0.1.${i + 1}`)));
    expect(replies.filter((reply) => reply.rc === -8122).length).toBeGreaterThanOrEqual(6);
    expect(replies.every((reply) => reply.rc === -8122 || reply.rc === -8101)).toBe(true);
  });
});

describe.skipIf(redisSkipReason !== undefined)('attempt throttle over Redis', () => {
  let redis: TestRedis;
  const nodes: FastifyInstance[] = [];
  beforeAll(async () => {
    redis = await startTestRedis();
    for (let i = 0; i < 2; i += 1) {
      const node = Fastify();
      const throttle = await createAttemptThrottle(
        node,
        { perAddressPerMinute: 3, globalPerSecond: 1_000 },
        redis.url,
      );
      node.post('/attempt', async (request) => {
        try {
          await throttle.check(request);
          return { rc: 1 };
        } catch (error) {
          if (error instanceof SenError) return { rc: error.rc };
          throw error;
        }
      });
      nodes.push(node);
    }
  });
  afterAll(async () => {
    await Promise.all(nodes.map((node) => node.close()));
    await redis.stop();
  });

  it('counts the attempts of one address on every node together', async () => {
    const attempt = async (node: FastifyInstance) =>
      (await node.inject({ method: 'POST', url: '/attempt', remoteAddress: '10.0.2.1' })).json<{
        rc: number;
      }>().rc;
    const [a, b] = nodes as [FastifyInstance, FastifyInstance];
    expect([await attempt(a), await attempt(b), await attempt(a), await attempt(b)]).toEqual([
      1, 1, 1, -8122,
    ]);
  });
});
