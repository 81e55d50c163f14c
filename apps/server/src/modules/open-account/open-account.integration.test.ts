// Open-account requests through the trading gateway on SQLite and PostgreSQL: codes by the demo
// outbox, single use, limits, statuses and duplicate refusals (issue 29).
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app.ts';
import { testAppDatabases, type TestAppDatabase } from '../../plugins/storage/test-databases.ts';
import { postCommand } from '../trading-gateway/test-client.ts';
import { anonymous, applicant, outboxCode } from './open-account-testing.ts';

const key = 'open-account-test-key-1';

describe.each(testAppDatabases())('open-account requests on %s', (_kind, open) => {
  let database: TestAppDatabase;
  let app: FastifyInstance;
  const call = (cmd: string, params: Record<string, unknown>) =>
    postCommand(app, 'L', anonymous, cmd, params);
  beforeAll(async () => {
    database = await open();
    app = await buildApp({ ...database.overrides, logLevel: 'silent', demoUsers: true, port: 0 });
    await app.ready();
  });
  afterAll(async () => {
    await app.close();
    await database.drop();
  });

  it('verifies the phone and the email once each, then waits for the back office', async () => {
    const form = applicant(1);
    const opened = await call('OpenAccount', { ...form, outboxKey: key });
    expect(opened).toMatchObject({ rc: 1, data: { requestId: expect.any(Number) } });
    const id = (opened.data as { requestId: number }).requestId;
    expect(await call('OpenAccountStatus', { requestId: id, phone: form.phone })).toMatchObject({
      rc: 1,
      data: {
        requestId: id,
        status: 'received',
        phoneVerified: false,
        emailVerified: false,
        decidedAt: null,
      },
    });
    // Another phone, another key: nothing is told.
    expect((await call('OpenAccountStatus', { requestId: id, phone: '0911111111' })).rc).toBe(-8144);
    expect(
      await call('OpenAccountOutbox', { requestId: id, outboxKey: 'some-other-browser-key' }),
    ).toMatchObject({
      rc: 1,
      data: [],
    });
    const phoneCode = await outboxCode(app, id, key, 'phone');
    const emailCode = await outboxCode(app, id, key, 'email');
    expect(phoneCode).toMatch(/^\d{6}$/);
    expect(emailCode).toMatch(/^\d{6}$/);
    const wrong = phoneCode === '000000' ? '111111' : '000000';
    expect(
      (await call('OpenAccountVerify', { requestId: id, phone: form.phone, channel: 'phone', code: wrong }))
        .rc,
    ).toBe(-8105);
    expect(
      await call('OpenAccountVerify', {
        requestId: id,
        phone: form.phone,
        channel: 'phone',
        code: phoneCode,
      }),
    ).toMatchObject({
      rc: 1,
      data: { status: 'received', phoneVerified: true, emailVerified: false },
    });
    // Single use: the same code again is refused.
    expect(
      (
        await call('OpenAccountVerify', {
          requestId: id,
          phone: form.phone,
          channel: 'phone',
          code: phoneCode,
        })
      ).rc,
    ).toBe(-8105);
    expect(
      await call('OpenAccountVerify', {
        requestId: id,
        phone: form.phone,
        channel: 'email',
        code: emailCode,
      }),
    ).toMatchObject({
      rc: 1,
      data: { status: 'verifying', phoneVerified: true, emailVerified: true },
    });
    expect(
      (
        await call('OpenAccountVerify', {
          requestId: id,
          phone: form.phone,
          channel: 'email',
          code: emailCode,
        })
      ).rc,
    ).toBe(-8145);
  });

  it('refuses an identity number, phone or email a request or a customer has', async () => {
    const form = applicant(2);
    expect((await call('OpenAccount', form)).rc).toBe(1);
    expect((await call('OpenAccount', applicant(3, { idNumber: form.idNumber }))).rc).toBe(-8141);
    expect((await call('OpenAccount', applicant(3, { phone: form.phone }))).rc).toBe(-8142);
    expect((await call('OpenAccount', applicant(3, { email: 'MOI2@example.com' }))).rc).toBe(-8143);
    // The demo customer's phone and email (demo-customers.ts).
    expect((await call('OpenAccount', applicant(3, { phone: '0900000001' }))).rc).toBe(-8142);
    expect((await call('OpenAccount', applicant(3, { email: 'demo@sen.example' }))).rc).toBe(-8143);
    expect((await call('OpenAccount', applicant(3, { idNumber: 'x' }))).rc).toBe(-1);
    expect((await call('OpenAccount', applicant(3))).rc).toBe(1);
  });

  it('takes one of parallel requests with the same identity number', async () => {
    const replies = await Promise.all(
      [5, 6, 7, 8, 9].map((n) => call('OpenAccount', applicant(n, { idNumber: '001091299999' }))),
    );
    expect(replies.map((r) => r.rc).sort()).toEqual([-8141, -8141, -8141, -8141, 1]);
  });

  it('sends at most 5 codes in 2 minutes and voids a code after 3 wrong tries', async () => {
    const form = applicant(4);
    const id = ((await call('OpenAccount', { ...form, outboxKey: key })).data as { requestId: number })
      .requestId;
    // Two codes were sent with the request; three more are allowed.
    for (let i = 0; i < 3; i++)
      expect(
        (
          await call('OpenAccountResend', {
            requestId: id,
            phone: form.phone,
            channel: 'phone',
            outboxKey: key,
          })
        ).rc,
      ).toBe(1);
    expect(
      (
        await call('OpenAccountResend', {
          requestId: id,
          phone: form.phone,
          channel: 'phone',
          outboxKey: key,
        })
      ).rc,
    ).toBe(-8106);
    const code = await outboxCode(app, id, key, 'phone');
    const wrong = code === '000000' ? '111111' : '000000';
    for (let i = 0; i < 3; i++)
      expect(
        (await call('OpenAccountVerify', { requestId: id, phone: form.phone, channel: 'phone', code: wrong }))
          .rc,
      ).toBe(-8105);
    expect(
      (await call('OpenAccountVerify', { requestId: id, phone: form.phone, channel: 'phone', code: code }))
        .rc,
    ).toBe(-8123);
  });
});
