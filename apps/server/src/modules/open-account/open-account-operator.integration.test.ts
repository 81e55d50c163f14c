// The operators' decision on open-account requests (issue 29) on SQLite and PostgreSQL, with the
// automatic review off: the token-guarded API, approval creating one customer however often and
// however concurrently it is asked, the refusals (-8144, -8146, -8147, bad input), the reason the
// applicant sees, the audit slip naming the operator, and the CLI over a listening server.
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app.ts';
import { testAppDatabases, type TestAppDatabase } from '../../plugins/storage/test-databases.ts';
import { DEMO_PASSWORD } from '../identity/demo-customers.ts';
import { loginAs, postCommand } from '../trading-gateway/test-client.ts';
import { runOpenAccountCli } from './open-account-cli.ts';
import { anonymous, applicant, approvalSms, verifiedRequest } from './open-account-testing.ts';

/** A decision's reply (the list's `data` is an array instead). */
interface Decided {
  requestId: number;
  status: string;
  username: string;
  changed: boolean;
  reason: string | null;
}

const TOKEN = 'operator-test-token-0123456789';
const key = 'operator-test-key';

describe.each(testAppDatabases())('operator API on %s', (_kind, open) => {
  let database: TestAppDatabase;
  let app: FastifyInstance;
  const ops = async (method: 'GET' | 'POST', url: string, body?: unknown, auth = `Bearer ${TOKEN}`) => {
    const response = await app.inject({
      method,
      url,
      headers: { authorization: auth, 'x-sen-operator': 'ops.anna', 'user-agent': 'ops-test' },
      ...(body === undefined ? {} : { payload: body as object }),
    });
    return { status: response.statusCode, ...response.json<{ rc: number; rs: string; data: Decided }>() };
  };
  const status = (id: number, phone: string) =>
    postCommand(app, 'L', anonymous, 'OpenAccountStatus', { requestId: id, phone }).then((r) => r.data);
  const customersNamed = async (username: string) =>
    (await app.storage.db.selectFrom('customers').select('id').where('username', '=', username).execute())
      .length;

  beforeAll(async () => {
    process.env.SEN_OPERATOR_TOKEN = TOKEN;
    process.env.SEN_OPEN_ACCOUNT_AUTO_REVIEW = 'off';
    process.env.SEN_OPEN_ACCOUNT_REVIEW_SECONDS = '0';
    database = await open();
    app = await buildApp({ ...database.overrides, logLevel: 'silent', demoUsers: true, port: 0 });
    await app.ready();
  });
  afterAll(async () => {
    delete process.env.SEN_OPERATOR_TOKEN;
    delete process.env.SEN_OPEN_ACCOUNT_AUTO_REVIEW;
    delete process.env.SEN_OPEN_ACCOUNT_REVIEW_SECONDS;
    await app.close();
    await database.drop();
  });

  it('leaves verified requests to the operators while the automatic review is off', async () => {
    const form = applicant(66);
    const id = await verifiedRequest(app, form, key);
    // The leader's job runs every second and the review delay is 0: were the automatic review on,
    // it would have decided by now (real time: the job's timer is the process's).
    await new Promise((resolve) => setTimeout(resolve, 2_500));
    expect(await status(id, form.phone)).toMatchObject({ status: 'verifying' });
    expect((await ops('POST', `/ops/open-account/${id}/approve`)).data.changed).toBe(true);
  });

  it('answers 403 without the token, with a wrong one or with a customer session', async () => {
    const caller = await loginAs(app, 'demo', DEMO_PASSWORD);
    for (const auth of ['', 'Bearer wrong-token', TOKEN, `Bearer ${caller.session}`, `Bearer ${TOKEN} `])
      expect(await ops('GET', '/ops/open-account', undefined, auth)).toMatchObject({ status: 403, rc: -1 });
    expect((await ops('POST', '/ops/open-account/1/approve', undefined, 'Bearer nope')).status).toBe(403);
  });

  it('approves a verified request once: one customer, the SMS, the audit slip', async () => {
    const form = applicant(61);
    const id = await verifiedRequest(app, form, key);
    const listed = await ops('GET', '/ops/open-account?status=verifying');
    expect(listed.data as unknown as unknown[]).toContainEqual(
      expect.objectContaining({
        requestId: id,
        status: 'verifying',
        idNumber: form.idNumber,
        phone: form.phone,
      }),
    );
    const first = await ops('POST', `/ops/open-account/${id}/approve`);
    expect(first).toMatchObject({
      status: 200,
      rc: 1,
      data: { requestId: id, status: 'approved', changed: true },
    });
    const username = first.data.username;
    expect(await ops('POST', `/ops/open-account/${id}/approve`)).toMatchObject({
      status: 200,
      data: { status: 'approved', username, changed: false },
    });
    expect(await customersNamed(username)).toBe(1);
    expect(await status(id, form.phone)).toMatchObject({ status: 'approved', reason: null });
    expect(await ops('POST', `/ops/open-account/${id}/reject`, { reason: 'late' })).toMatchObject({
      status: 409,
      rc: -8146,
    });
    // The same first login as after the demo review.
    const sms = (await approvalSms(app, id, key))!;
    expect(sms.username).toBe(username);
    const activated = await postCommand(app, 'L', anonymous, 'ActivateAccount', {
      username: username,
      temporaryPassword: sms.temporary,
      newPassword: 'Moi@2026',
      confirmPassword: 'Moi@2026',
      pin: '246810',
      confirmPin: '246810',
    });
    expect(activated.rc).toBe(1);
    expect(await ops('POST', `/ops/open-account/${id}/approve`)).toMatchObject({
      data: { status: 'activated', changed: false },
    });
    const slips = await app.audit.list({ account: username });
    expect(slips).toHaveLength(1);
    expect(slips[0]).toMatchObject({
      event: 'open-account.approve',
      username: 'ops.anna',
      channel: 'OPS',
      device: 'ops-test',
      ref: String(id),
    });
  });

  it('creates one customer of parallel approvals', async () => {
    const id = await verifiedRequest(app, applicant(62), key);
    const replies = await Promise.all(
      Array.from({ length: 5 }, () => ops('POST', `/ops/open-account/${id}/approve`)),
    );
    expect(replies.every((r) => r.status === 200 && r.data.status === 'approved')).toBe(true);
    expect(replies.filter((r) => r.data.changed)).toHaveLength(1);
    expect(await customersNamed(replies[0]!.data.username)).toBe(1);
    expect(await app.audit.list({ account: replies[0]!.data.username })).toHaveLength(1);
  });

  it('rejects with a reason the applicant sees; a rejected request is never approved', async () => {
    const form = applicant(63);
    const id = await verifiedRequest(app, form, key);
    const reason = 'Ảnh CCCD không rõ, vui lòng gửi lại';
    expect(await ops('POST', `/ops/open-account/${id}/reject`, { reason })).toMatchObject({
      status: 200,
      data: { status: 'rejected', reason, username: null, changed: true },
    });
    expect(await status(id, form.phone)).toMatchObject({
      status: 'rejected',
      reason,
      decidedAt: expect.any(String),
    });
    expect(await ops('POST', `/ops/open-account/${id}/approve`)).toMatchObject({ status: 409, rc: -8146 });
    expect(await ops('POST', `/ops/open-account/${id}/reject`, { reason: 'other' })).toMatchObject({
      status: 200,
      data: { reason, changed: false },
    });
    expect(await customersNamed(`068C${100_000 + id}`)).toBe(0);
  });

  it('refuses to approve an unverified request, and refuses bad input or unknown numbers', async () => {
    const form = applicant(64);
    const id = (
      (await postCommand(app, 'L', anonymous, 'OpenAccount', { ...form, outboxKey: key })).data as {
        requestId: number;
      }
    ).requestId;
    expect(await ops('POST', `/ops/open-account/${id}/approve`)).toMatchObject({ status: 409, rc: -8147 });
    for (const body of [
      {},
      { reason: '   ' },
      { reason: 'x'.repeat(301) },
      { reason: 'a\u202Eb' },
      { reason: 'ok', x: 1 },
    ])
      expect(await ops('POST', `/ops/open-account/${id}/reject`, body)).toMatchObject({
        status: 400,
        rc: -1,
      });
    expect((await ops('POST', '/ops/open-account/abc/approve')).status).toBe(400);
    expect((await ops('GET', '/ops/open-account?status=unknown')).status).toBe(400);
    expect(await ops('POST', '/ops/open-account/99999/approve')).toMatchObject({ status: 404, rc: -8144 });
    expect(await status(id, form.phone)).toMatchObject({ status: 'received' });
    // A request still waiting for its codes may be rejected; its codes are then refused.
    expect((await ops('POST', `/ops/open-account/${id}/reject`, { reason: 'duplicate' })).status).toBe(200);
  });

  it('lists and decides through the CLI against the listening server', async () => {
    const address = await app.listen({ port: 0, host: '127.0.0.1' });
    const id = await verifiedRequest(app, applicant(65), key);
    const lines: string[] = [];
    const errors: string[] = [];
    const cli = (...argv: string[]) =>
      runOpenAccountCli(argv, {
        env: { SEN_OPERATOR_TOKEN: TOKEN, SEN_OPERATOR_URL: address },
        fetch,
        out: (text) => lines.push(text),
        err: (text) => errors.push(text),
      });
    expect(await cli('list', '--status', 'verifying')).toBe(0);
    expect(lines.join('\n')).toMatch(new RegExp(`^${id}\\s+verifying`, 'm'));
    expect(await cli('approve', String(id), '--operator', 'cli.binh')).toBe(0);
    expect(lines.at(-1)).toBe(`request ${id}: approved, username 068C${100_000 + id}`);
    expect(await cli('reject', String(id), '--reason', 'no')).toBe(1);
    expect(errors.at(-1)).toMatch(/HTTP 409, rc -8146/);
    expect(await cli('reject', String(id))).toBe(2);
    expect(await (await app.audit.list({ account: `068C${100_000 + id}` }))[0]?.username).toBe('cli.binh');
  });
});

describe('operator API without a token', () => {
  it('does not exist', async () => {
    const [, open] = testAppDatabases()[0]!;
    const database = await open();
    const app = await buildApp({ ...database.overrides, logLevel: 'silent', demoUsers: true, port: 0 });
    try {
      const response = await app.inject({
        method: 'GET',
        url: '/ops/open-account',
        headers: { authorization: 'Bearer anything-at-all-0000' },
      });
      // A JSON 404, never the web app's page (spa-fallback.ts), whether the web app is built or not.
      expect(response.statusCode).toBe(404);
      expect(response.headers['content-type']).toMatch(/json/);
    } finally {
      await app.close();
      await database.drop();
    }
  });
});
