// R2 and R3 through the real gateway, on SQLite and PostgreSQL.
// R2: each order request is resent 1-5 times at once, its replies but one dropped, then once more
// later: exactly one order, one cash block and one audit slip per refId, and every accepted reply
// names the same order. R3: n parallel buys where the cash covers exactly k: exactly k accepted,
// the others -6012, and no balance goes below zero. `npm run soak` raises the counts.
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testAppDatabases } from '../plugins/storage/test-databases.ts';
import { startDemoApp } from '../testing/demo-app.ts';
import { postCommand, type TestCaller } from '../modules/trading-gateway/test-client.ts';
import { DEMO_SUB, placeOrder } from '../modules/orders/test-orders.ts';
import { buyBlockAmount } from '../modules/ledger/block-amounts.ts';
import { recordFigure } from './soak-figures.ts';

const RESENT = Number(process.env.SEN_SOAK_RESENT ?? 12);
/** An odd lot: hundreds of resent orders stay well inside the demo customer's cash. */
const ODD_LOT = 10;
const EXTRA_DEBITS = Number(process.env.SEN_SOAK_EXTRA_DEBITS ?? 5);

describe.each(testAppDatabases())('money races on %s', (kind, open) => {
  let close: (() => Promise<void>) | undefined;
  let app: FastifyInstance;
  let demo: TestCaller;
  const cash = async () =>
    (await postCommand(app, 'B', demo, 'CashBalance', { subAccount: DEMO_SUB })).data as {
      available: number;
      blocked: number;
    };
  beforeAll(async () => {
    ({ app, demo, close } = await startDemoApp(open));
  }, 60_000);
  afterAll(() => close?.());

  it(`R2: ${RESENT} order requests each resent 1-5 times with dropped replies: one effect per refId`, async () => {
    const floor = app.market.store.get('VNM')!.floor;
    const refIds = Array.from({ length: RESENT }, (_, i) => `resend-${kind}-${i}`);
    const copies = refIds.map((_, i) => 1 + (i % 5));
    const replies = await Promise.all(
      refIds.flatMap((refId, i) =>
        Array.from({ length: copies[i]! }, () =>
          placeOrder(app, demo, { symbol: 'VNM', side: 'B', price: floor, volume: ODD_LOT, refId }).then(
            (reply) => ({
              refId,
              reply,
            }),
          ),
        ),
      ),
    );
    // Later, the client that saw no reply sends each once more.
    const later = await Promise.all(
      refIds.map((refId) =>
        placeOrder(app, demo, { symbol: 'VNM', side: 'B', price: floor, volume: ODD_LOT, refId }),
      ),
    );
    const db = app.storage.db;
    for (const [i, refId] of refIds.entries()) {
      const rows = await db.selectFrom('orders').select('id').where('ref_id', '=', refId).execute();
      expect(rows, refId).toHaveLength(1);
      const orderNo = String(rows[0]!.id);
      const mine = replies.filter((r) => r.refId === refId).map((r) => r.reply);
      expect(mine.every((r) => r.rc === 1 && (r.data as { orderNo: string }).orderNo === orderNo)).toBe(true);
      expect((later[i]!.data as { orderNo: string }).orderNo).toBe(orderNo);
      const blocks = await db
        .selectFrom('ledger_entries')
        .select('id')
        .where('ref', '=', `ord-${orderNo}`)
        .execute();
      expect(blocks, `cash blocks of order ${orderNo}`).toHaveLength(1);
      const slips = (await app.audit.list({ account: DEMO_SUB })).filter(
        (s) => s.ref === orderNo && s.event === 'order.new',
      );
      expect(slips).toHaveLength(1);
    }
    recordFigure(`R2 resend (${kind})`, {
      refIds: refIds.length,
      requests: replies.length + later.length,
      ordersMade: refIds.length,
    });
  });

  it('R3: parallel debits covering k: exactly k accepted, never negative', async () => {
    const { available } = await cash();
    const price = app.market.store.get('VCB')!.floor;
    // A volume whose block fits about 4 times; k is exactly how many whole blocks the cash covers.
    const volume = Math.max(100, Math.floor(available / 4 / price / 100) * 100);
    const block = buyBlockAmount(price, volume);
    const k = Math.floor(available / block);
    expect(k).toBeGreaterThanOrEqual(2);
    const n = k + EXTRA_DEBITS;
    const replies = await Promise.all(
      Array.from({ length: n }, () => placeOrder(app, demo, { symbol: 'VCB', side: 'B', price, volume })),
    );
    const accepted = replies.filter((r) => r.rc === 1).length;
    expect(accepted).toBe(k);
    expect(replies.filter((r) => r.rc !== 1).map((r) => r.rc)).toEqual(Array(n - k).fill(-6012));
    const after = await cash();
    expect(after.available).toBeGreaterThanOrEqual(0);
    expect(after.available).toBe(available - k * block);
    const negative = await app.storage.db
      .selectFrom('ledger_balances')
      .select(['account', 'asset', 'bucket', 'amount'])
      .where('amount', '<', 0)
      .execute();
    expect(negative).toEqual([]);
    recordFigure(`R3 parallel debits (${kind})`, { parallel: n, covered: k, accepted });
  });
});
