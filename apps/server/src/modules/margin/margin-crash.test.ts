// kill -9 between a margin buy's fill and its loan: a real server process fills a margin buy and is
// killed with SIGKILL the moment the first fill shows; after the restart, every fill's loan is there
// (fill and loan are one ledger entry in one transaction): the debt and the loans' principal are
// exactly what the fills cost beyond the account's own cash.
import type { ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { orderSignature } from '@sen/protocol';
import { afterAll, describe, expect, it } from 'vitest';
import {
  callServer as call,
  freePort,
  loginDemo as login,
  startServer,
} from '../../testing/test-server-process.ts';

const dataDir = mkdtempSync(join(tmpdir(), 'sen-margin-crash-'));
const SUB = 'M000001';
const OWN_CASH = 200_000_000;
let child: ChildProcess | undefined;

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

const start = (port: number) => startServer(port, dataDir, '09:20');

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
