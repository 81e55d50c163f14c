// kill -9 between a margin buy's fill and its loan: a real server process fills a margin buy and is
// killed with SIGKILL the moment the first fill shows; after the restart, every fill's loan is there
// (fill and loan are one ledger entry in one transaction): the debt and the loans' principal are
// exactly what the fills cost beyond the account's own cash.
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { commandData, orderSignature } from '@sen/protocol';
import { afterAll, describe, expect, it } from 'vitest';

const serverEntry = new URL('../../server.ts', import.meta.url).pathname;
const dataDir = mkdtempSync(join(tmpdir(), 'sen-margin-crash-'));
const SUB = 'M000001';
const OWN_CASH = 200_000_000;
let child: ChildProcess | undefined;

const freePort = () =>
  new Promise<number>((resolve) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

async function start(port: number): Promise<ChildProcess> {
  const proc = spawn(process.execPath, ['--import', 'tsx', serverEntry], {
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      SEN_DATA_DIR: dataDir,
      SEN_CLOCK: 'demo',
      SEN_CLOCK_START: '10:00',
      LOG_LEVEL: 'silent',
    },
    stdio: 'ignore',
  });
  for (let i = 0; i < 600; i += 1) {
    if (
      await fetch(`http://127.0.0.1:${port}/health`).then(
        (r) => r.ok,
        () => false,
      )
    )
      return proc;
    await sleep(200);
  }
  throw new Error('server did not start');
}

type Auth = { user: string; session: string };
async function call(port: number, auth: Auth, group: string, cmd: string, params: Record<string, unknown>) {
  const body = JSON.stringify({
    group,
    user: auth.user,
    session: auth.session,
    channel: 'W',
    data: commandData(cmd, params),
  });
  const response = await fetch(`http://127.0.0.1:${port}/trading`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body,
  });
  return (await response.json()) as { rc: number; data: unknown };
}
async function login(port: number): Promise<Auth> {
  const reply = await call(port, { user: '', session: '' }, 'L', 'Web.sCheckLogin', {
    username: 'demo',
    password: 'Demo@123',
    channel: 'W',
  });
  const token = reply.data as { sid: string; user: string };
  return { user: token.user, session: token.sid };
}

type Detail = {
  order: { matchedVolume: number; volume: number; status: string };
  fills: Array<{ price: number; volume: number; fee: number }>;
};

afterAll(() => {
  if (child && child.exitCode === null) child.kill('SIGKILL');
  rmSync(dataDir, { recursive: true, force: true });
});

describe('margin loans across kill -9', () => {
  it('has the loan of every fill after a restart', async () => {
    const port = await freePort();
    child = await start(port);
    let auth = await login(port);
    const quote = (
      (await (await fetch(`http://127.0.0.1:${port}/board/getliststockdata/FPT`)).json()) as Array<{
        c: number;
      }>
    )[0]!;
    const ceiling = Math.round(quote.c * 1000);
    const power = (
      await call(port, auth, 'B', 'PurchasePower', { subAccount: SUB, symbol: 'FPT', price: ceiling })
    ).data as { maxVolume: number };
    const refId = 'crash-margin-1';
    const placed = await call(port, auth, 'B', 'NewOrder', {
      subAccount: SUB,
      symbol: 'FPT',
      side: 'B',
      price: ceiling,
      volume: power.maxVolume,
      pin: '123456',
      refId: refId,
      signature: orderSignature({
        price: ceiling,
        side: 'B',
        volume: power.maxVolume,
        account: SUB,
        symbol: 'FPT',
        refId,
      }),
    });
    expect(placed.rc).toBe(1);
    const orderNo = (placed.data as { orderNo: string }).orderNo;
    for (let i = 0; i < 3_000; i += 1) {
      const d = (await call(port, auth, 'B', 'OrderDetail', { subAccount: SUB, orderNo: orderNo }))
        .data as Detail;
      if (d.order.matchedVolume > 0) break;
      await sleep(10);
    }
    child.kill('SIGKILL');
    await new Promise((r) => child!.once('exit', r));

    child = await start(port);
    auth = await login(port);
    // end what is left of the order, then compare its fills with the loans
    await call(port, auth, 'B', 'CancelOrder', { subAccount: SUB, orderNo: orderNo, pin: '123456' });
    let info = { debt: -1, heldCredit: -1 };
    for (let i = 0; i < 300; i += 1) {
      info = (await call(port, auth, 'B', 'MarginInfo', { subAccount: SUB })).data as typeof info;
      if (info.heldCredit === 0) break;
      await sleep(100);
    }
    expect(info.heldCredit).toBe(0);
    const detail = (await call(port, auth, 'B', 'OrderDetail', { subAccount: SUB, orderNo: orderNo }))
      .data as Detail;
    const cost = detail.fills.reduce((sum, f) => sum + f.price * f.volume + f.fee, 0);
    expect(detail.fills.length).toBeGreaterThan(0);
    const loans = (await call(port, auth, 'B', 'MarginDebtList', { subAccount: SUB })).data as Array<{
      principal: number;
    }>;
    expect(info.debt).toBe(Math.max(0, cost - OWN_CASH));
    expect(loans.reduce((sum, l) => sum + l.principal, 0)).toBe(info.debt);
    child.kill('SIGKILL');
  }, 240_000);
});
