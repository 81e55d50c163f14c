import { commandData } from '@sen/protocol';
// Per-address limits of the public open-account commands on SQLite and PostgreSQL (issue 29):
// OpenAccount, Verify, Resend and ActivateAccount share one limit a minute, Status and Outbox a
// looser one; past it the gateway answers -8122 in the trading reply's shape and nothing is stored.
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app.ts';
import { testAppDatabases, type TestAppDatabase } from '../../plugins/storage/test-databases.ts';
import { applicant } from './open-account-testing.ts';

const WRITES = 3;
const READS = 5;

describe.each(testAppDatabases())('open-account throttle on %s', (_kind, open) => {
  let database: TestAppDatabase;
  let app: FastifyInstance;
  const call = async (address: string, cmd: string, params: Record<string, unknown>) => {
    const response = await app.inject({
      method: 'POST',
      url: '/trading',
      remoteAddress: address,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: JSON.stringify({
        group: 'L',
        user: '',
        session: '',
        channel: 'W',
        data: commandData(cmd, params),
      }),
    });
    return response.json<{ rc: number; rs: string; data: unknown }>();
  };
  const codes = (replies: Array<{ rc: number }>) => replies.map((r) => r.rc).sort((a, b) => a - b);

  beforeAll(async () => {
    process.env.SEN_OPEN_ACCOUNT_LIMIT_PER_ADDRESS = String(WRITES);
    process.env.SEN_OPEN_ACCOUNT_READ_LIMIT_PER_ADDRESS = String(READS);
    database = await open();
    app = await buildApp({ ...database.overrides, logLevel: 'silent', demoUsers: true, port: 0 });
    await app.ready();
  });
  afterAll(async () => {
    delete process.env.SEN_OPEN_ACCOUNT_LIMIT_PER_ADDRESS;
    delete process.env.SEN_OPEN_ACCOUNT_READ_LIMIT_PER_ADDRESS;
    await app.close();
    await database.drop();
  });

  it('takes 3 of 6 parallel requests from one address and stores only those', async () => {
    const forms = [41, 42, 43, 44, 45, 46].map((n) => applicant(n));
    const replies = await Promise.all(forms.map((form) => call('10.0.4.1', 'OpenAccount', form)));
    expect(codes(replies)).toEqual([-8122, -8122, -8122, 1, 1, 1]);
    const refused = replies.find((r) => r.rc === -8122)!;
    expect(refused).toMatchObject({ rs: expect.stringMatching(/\d+ giây/), data: null });
    const stored = await app.storage.db
      .selectFrom('open_account_requests')
      .select('id')
      .where(
        'phone',
        'in',
        forms.map((f) => f.phone),
      )
      .execute();
    expect(stored).toHaveLength(3);
    // Another address has its own count.
    expect((await call('10.0.4.2', 'OpenAccount', applicant(47))).rc).toBe(1);
  });

  it('counts Verify, Resend and ActivateAccount against the same limit', async () => {
    const params = { requestId: 999_999, phone: '0980000999', channel: 'phone' };
    const replies = await Promise.all([
      call('10.0.4.3', 'OpenAccountVerify', { ...params, code: '123456' }),
      call('10.0.4.3', 'OpenAccountResend', { ...params, outboxKey: 'throttle-test-key' }),
      call('10.0.4.3', 'ActivateAccount', {
        username: '068C999999',
        temporaryPassword: 'Whatever12',
        newPassword: 'Moi@2026',
        confirmPassword: 'Moi@2026',
        pin: '246810',
        confirmPin: '246810',
      }),
      call('10.0.4.3', 'OpenAccountVerify', { ...params, code: '654321' }),
    ]);
    expect(codes(replies).filter((rc) => rc === -8122)).toHaveLength(1);
    expect(codes(replies).filter((rc) => rc === -8144 || rc === -8101)).toHaveLength(3);
  });

  it('lets 5 of 8 parallel status and outbox reads through from one address', async () => {
    const replies = await Promise.all(
      Array.from({ length: 8 }, (_, i) =>
        i % 2 === 0
          ? call('10.0.4.4', 'OpenAccountStatus', { requestId: 999_999, phone: '0980000999' })
          : call('10.0.4.4', 'OpenAccountOutbox', { requestId: 999_999, outboxKey: 'throttle-test-key' }),
      ),
    );
    expect(replies.filter((r) => r.rc === -8122)).toHaveLength(8 - READS);
    expect(replies.filter((r) => r.rc === -8144 || r.rc === 1)).toHaveLength(READS);
    // Reads and writes count apart: this address may still send a request.
    expect((await call('10.0.4.4', 'OpenAccount', applicant(48))).rc).toBe(1);
  });

  it('refuses bad input before counting it, in the reply shape', async () => {
    expect(await call('10.0.4.5', 'OpenAccountStatus', { requestId: 'x', phone: '1' })).toMatchObject({
      rc: -1,
      data: null,
    });
  });
});
