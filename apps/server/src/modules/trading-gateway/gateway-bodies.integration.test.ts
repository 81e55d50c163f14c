// Bodies the framework refuses before a handler runs (too large, a content type the service does not
// take) answer in the trading channel's shape, like every other bad input of `/trading` and `/bond`:
// HTTP 200, `{rc: -1, rs, data: null}`, nothing changed.
import { commandData } from '@sen/protocol';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app.ts';
import { testAppDatabases, type TestAppDatabase } from '../../plugins/storage/test-databases.ts';
import { loginAs, postCommand, type TestCaller } from './test-client.ts';

describe.each(testAppDatabases())('refused bodies of /trading and /bond on %s', (_kind, open) => {
  let database: TestAppDatabase;
  let app: FastifyInstance;
  let demo: TestCaller;
  beforeAll(async () => {
    database = await open();
    app = await buildApp({ ...database.overrides, logLevel: 'silent', demoUsers: true, port: 0 });
    await app.ready();
    demo = await loginAs(app, 'demo', 'Demo@123');
  }, 60_000);
  afterAll(async () => {
    await app.close();
    await database.drop();
  });

  const balance = async () =>
    (await postCommand(app, 'B', demo, 'CashBalance', { subAccount: '0000011' })).data;

  it.each(['/trading', '/trading/CoreServlet.pt', '/bond'])('%s: a body over the limit', async (url) => {
    const before = await balance();
    const refId = 'r'.repeat(100_000);
    const payload =
      url === '/bond'
        ? JSON.stringify({
            cmd: 'BondBuy',
            user: demo.user,
            session: demo.session,
            data: { subAcntNo: '0000011', symbol: 'VHM125002', volume: 200, pin: '123456', refId },
          })
        : JSON.stringify({
            group: 'B',
            user: demo.user,
            session: demo.session,
            channel: 'W',
            data: commandData('BankSimulateDeposit', { subAccount: '0000011', amount: 100_000, refId }),
          });
    const response = await app.inject({
      method: 'POST',
      url,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload,
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ rc: -1, data: null });
    expect((response.json() as { rs: string }).rs).toMatch(/^Dữ liệu không hợp lệ/);
    expect(await balance()).toEqual(before);
  });

  it.each(['/trading', '/bond'])('%s: a content type it does not take', async (url) => {
    const response = await app.inject({
      method: 'POST',
      url,
      headers: { 'content-type': 'application/xml' },
      payload: '<cmd>ListBank</cmd>',
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ rc: -1, data: null });
  });

  it('/trading/ResetPassword.pt: a body over the limit answers in its own shape', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/trading/ResetPassword.pt',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'x'.repeat(100_000),
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ http: 413, rc: -1 });
  });
});
