// Chaos on a real two-node cluster (issue 27): server processes on one throwaway PostgreSQL (each
// through its own cuttable proxy) and a real redis-server, a stream of signed orders through the
// node that follows, and three faults of the leader in turn — kill -9, SIGSTOP for longer than the
// lease, and its database connection dropped for longer than the lease. After each: the other node
// leads with the next epoch and orders are acknowledged again within the lease plus a second (the
// timeline from the fault to the lease's expiry, the takeover, serving and the first acknowledged
// order is printed; figures in docs/operations.md), with no allowance but the CPU starvation
// measured in the run (the run-queue wait, see the target below); the stopped and the cut-off node
// step down and rejoin as followers. At the end no acknowledged order is lost or duplicated (each
// refId once, re-sending every refId gives the same order), and a trigger that watches every write
// of `orders` saw none whose transaction did not carry the lease's epoch (no write by a fenced
// leader). Skipped (reason printed) without PostgreSQL or redis-server.
import { HNX30_SYMBOLS, VN30_SYMBOLS } from '@sen/exchange';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { redisSkipReason, startTestRedis, type TestRedis } from '../../plugins/bus/test-redis.ts';
import { testAppDatabases, type TestAppDatabase } from '../../plugins/storage/test-databases.ts';
import { recordFigure } from '../../reliability/soak-figures.ts';
import { startDbProxy, type DbProxy } from './test-db-proxy.ts';
import { startSchedulingProbe, type SchedulingProbe } from './test-scheduling-probe.ts';
import {
  command,
  health,
  loginDemo,
  restingOrder,
  startClusterNode,
  type ClusterNode,
} from './test-cluster-node.ts';

const postgres = testAppDatabases().find(([kind]) => kind === 'postgres')?.[1];
const skipReason = !postgres ? 'SEN_TEST_DATABASE_URL is not set (no PostgreSQL)' : redisSkipReason;
if (skipReason) console.warn(`[cluster chaos test] skipped: ${skipReason}`);

const LEASE_MS = 1_500;
const SUB = '0000011';
/** How long a fault lasts beyond the lease (SIGSTOP, database cut). */
const FAULT_MS = LEASE_MS + 2_000;
/**
 * The target is trading back within the lease plus a second, asserted as it is but for what the
 * machine withheld, measured in the run: the time the new leader's event loop and this test's
 * thread were runnable but waited for a CPU between the lease's expiry and the first
 * acknowledgement (Linux's run-queue wait, test-scheduling-probe.ts; 0 on a quiet machine, and
 * never the nodes' own CPU time: work the takeover does is not excused).
 */
type Fault = 'kill -9' | 'SIGSTOP' | 'database cut';

describe.skipIf(skipReason !== undefined)('cluster chaos: a frozen, killed or cut-off leader', () => {
  let redis: TestRedis;
  let probe: SchedulingProbe;
  let database: TestAppDatabase;
  let admin: pg.Client;
  const proxies = new Map<string, DbProxy>();
  const nodes = new Map<string, ClusterNode>();
  let auth: { user: string; session: string };
  let price = 0;
  const acked = new Map<string, string>();
  const ackTimes: number[] = [];
  /** Round trips of NewOrders acknowledged at the first try: [when, ms]. */
  const roundTrips: Array<[number, number]> = [];
  const refused: Array<{ refId: string; rc: number }> = [];
  let sequence = 0;
  const figures: string[] = [];

  const env = (name: string): Record<string, string> => ({
    DATABASE_URL: proxies.get(name)!.url,
    REDIS_URL: redis.url,
    SEN_CLUSTER_LEASE_MS: String(LEASE_MS),
    SEN_CLUSTER_POLL_MS: '200',
    SEN_CLUSTER_FORWARD_TIMEOUT_MS: '8000',
    // The VN30 and HNX30 stocks, not the whole universe: a node's start (building the market and
    // living the day from 08:30) then takes a second, not seven, so three starts fit the run on a
    // loaded machine. The takeover does not depend on it: the follower's market is warm.
    SEN_SYMBOLS: [...VN30_SYMBOLS, ...HNX30_SYMBOLS].join(','),
  });
  const start = async (name: string, port?: number) => {
    const node = await startClusterNode(name, env(name), port);
    nodes.set(name, node);
    return node;
  };
  const roleOf = (name: string) =>
    health(nodes.get(name)!).then(
      (h) => h.cluster,
      () => undefined,
    );
  const leaderName = async () => {
    for (const name of nodes.keys()) if ((await roleOf(name))?.role === 'leader') return name;
    return undefined;
  };

  /**
   * Orders through `via` from 3 clients until `stop` resolves: each refId is sent until it is
   * acknowledged (a cut-off call or -8001 is sent again with the same refId, as a client does).
   */
  const stream = (via: () => ClusterNode, stop: Promise<void>) => {
    let stopped = false;
    void stop.then(() => (stopped = true));
    return Promise.all(
      Array.from({ length: 3 }, async () => {
        while (!stopped) {
          const refId = `chaos-${(sequence += 1)}`;
          for (let tries = 0; ; tries += 1) {
            const sent = performance.now();
            const reply = await command(via(), auth, 'B', 'NewOrder', restingOrder(SUB, refId, price)).catch(
              () => undefined,
            );
            if (reply?.rc === 1) {
              acked.set(refId, (reply.data as { orderNo: string }).orderNo);
              ackTimes.push(performance.now());
              if (tries === 0) roundTrips.push([sent, performance.now() - sent]);
              break;
            }
            if (reply && reply.rc !== -8001) {
              refused.push({ refId, rc: reply.rc });
              break;
            }
            await new Promise((resolve) => setTimeout(resolve, 50));
          }
          await new Promise((resolve) => setTimeout(resolve, 60));
        }
      }),
    );
  };

  /** Runs a fault of the leader during a stream through the follower; the longest pause of acks. */
  const scenario = async (fault: Fault) => {
    const leader = (await leaderName())!;
    const follower = [...nodes.keys()].find((name) => name !== leader)!;
    const before = (await roleOf(leader))!.epoch;
    let end = (): void => {};
    const streaming = stream(() => nodes.get(follower)!, new Promise<void>((resolve) => (end = resolve)));
    await vi.waitFor(() => expect(ackTimes.length).toBeGreaterThan(0), { timeout: 10_000 });
    await new Promise((resolve) => setTimeout(resolve, 700));
    const faultAt = performance.now();
    const faultWall = Date.now();
    const node = nodes.get(leader)!;
    if (fault === 'kill -9') node.proc.kill('SIGKILL');
    else if (fault === 'SIGSTOP') node.proc.kill('SIGSTOP');
    else proxies.get(leader)!.cut();
    // The follower leads with the next epoch.
    await vi.waitFor(
      async () => expect(await roleOf(follower)).toMatchObject({ role: 'leader', epoch: before + 1 }),
      {
        timeout: 10_000,
        interval: 50,
      },
    );
    const electedMs = performance.now() - faultAt;
    // Its takeover's timeline (lease expiry, takeover, serving: database clock), once it serves.
    const takeover = await vi.waitFor(
      async () => {
        const seen = (await roleOf(follower))?.takeover;
        if (seen?.epoch !== before + 1) throw new Error('not serving yet');
        return seen;
      },
      { timeout: 10_000, interval: 50 },
    );
    await vi.waitFor(() => expect(ackTimes.at(-1)!).toBeGreaterThan(faultAt + electedMs), {
      timeout: 10_000,
    });
    // Trading back: the acknowledgement that ends the longest pause of acks since the fault (a
    // reply already on its way when the leader died does not count as trading back).
    const acksBefore = ackTimes.filter((t) => t <= faultAt).length;
    const around = [
      ackTimes.filter((t) => t <= faultAt).at(-1) ?? faultAt,
      ...ackTimes.filter((t) => t > faultAt),
    ];
    let pauseMs = 0;
    let backMs = 0;
    for (let i = 1; i < around.length; i += 1)
      if (around[i]! - around[i - 1]! > pauseMs) {
        pauseMs = around[i]! - around[i - 1]!;
        backMs = around[i]! - faultAt;
      }
    // The fault ends (the stopped node resumes, the cut heals) while the stream goes on.
    const heal = Math.max(0, faultAt + FAULT_MS - performance.now());
    await new Promise((resolve) => setTimeout(resolve, heal));
    if (fault === 'SIGSTOP') node.proc.kill('SIGCONT');
    else if (fault === 'database cut') proxies.get(leader)!.restore();
    else await start(leader, node.port);
    // The old leader is a follower of the new one (it stepped down, or restarted as one).
    await vi.waitFor(
      async () =>
        expect(await roleOf(leader)).toMatchObject({ role: 'follower', leader: expect.any(String) }),
      { timeout: 20_000, interval: 100 },
    );
    await new Promise((resolve) => setTimeout(resolve, 500));
    end();
    await streaming;
    const old = (await roleOf(leader))!;
    const since = (wall: number) => Math.round(wall - faultWall);
    const backWall = faultWall + backMs;
    // The order round trip at this machine's load, for scale: the median of the second before the fault.
    const trips = roundTrips
      .filter(([at]) => at > faultAt - 1_000 && at < faultAt)
      .map(([, ms]) => ms)
      .sort((x, y) => x - y);
    const tripMs = Math.round(trips[Math.floor(trips.length / 2)] ?? 0);
    const starved = ['self', String(nodes.get(follower)!.proc.pid)].map((thread) =>
      Math.round(probe.waitedMs(thread, takeover.expiredAt, backWall)),
    );
    const allowedMs = LEASE_MS + 1_000 + starved[0]! + starved[1]!;
    const line =
      `${fault}: lease expired +${since(takeover.expiredAt)} ms, taken over (epoch ${takeover.epoch}) ` +
      `+${since(takeover.takenAt)}, serving +${since(takeover.servingAt)} (start ${takeover.startMs} ms), ` +
      `first ack +${Math.round(backMs)} (longest pause of acks ${Math.round(pauseMs)} ms; /health as leader ` +
      `+${Math.round(electedMs)}); ${acksBefore} acked before (round trip ${tripMs} ms); waited for a CPU meanwhile: new leader ` +
      `${starved[1]} ms, test ${starved[0]} ms${probe.available ? '' : ' (not measurable here)'}, so allowed ` +
      `${allowedMs} ms; the old node: ${old.role}, step-downs ${old.stepDowns}, fenced batches ${old.fencedBatches}`;
    figures.push(line);
    console.info(`[cluster chaos] ${line}`);
    expect(old.leader).toBe(old.leader === null ? null : (await roleOf(follower))!.leader);
    return { backMs, allowedMs, electedMs, old };
  };

  beforeAll(async () => {
    probe = startSchedulingProbe(() => [...nodes.values()].map((node) => node.proc.pid ?? 0));
    redis = await startTestRedis();
    database = await (postgres as () => Promise<TestAppDatabase>)();
    for (const name of ['a', 'b'])
      proxies.set(name, await startDbProxy(database.overrides.databaseUrl as string));
    await start('a');
    await start('b');
    auth = await loginDemo(nodes.get('b')!);
    admin = new pg.Client({ connectionString: database.overrides.databaseUrl });
    await admin.connect();
    // Every write of an order by a transaction that does not carry the lease's current epoch.
    await admin.query(`
      CREATE TABLE chaos_writes (order_id integer, carried text, lease bigint, app text);
      CREATE FUNCTION chaos_watch() RETURNS trigger AS $$
      DECLARE lease bigint := (SELECT epoch FROM leader_lease WHERE id = 1);
      BEGIN
        IF coalesce(current_setting('sen.epoch', true), '') IS DISTINCT FROM lease::text THEN
          INSERT INTO chaos_writes VALUES (NEW.id, current_setting('sen.epoch', true), lease,
            current_setting('application_name'));
        END IF;
        RETURN NEW;
      END $$ LANGUAGE plpgsql;
      CREATE TRIGGER chaos_watch AFTER INSERT OR UPDATE ON orders FOR EACH ROW EXECUTE FUNCTION chaos_watch();`);
    const floor = await vi.waitFor(
      async () => {
        const response = await fetch(
          `http://127.0.0.1:${nodes.get('b')!.port}/board/getStockPrice?symbols=VNM`,
        );
        const body = (await response.json()) as Array<{ floor?: number }>;
        if (!response.ok || !body[0]?.floor) throw new Error(`no VNM band yet (${response.status})`);
        return body[0].floor;
      },
      { timeout: 20_000, interval: 200 },
    );
    price = floor;
  }, 90_000);

  afterAll(async () => {
    for (const node of nodes.values()) {
      if (node.proc.exitCode === null) {
        node.proc.kill('SIGCONT');
        node.proc.kill('SIGKILL');
      }
    }
    await admin?.end().catch(() => {});
    for (const proxy of proxies.values()) await proxy.close();
    await database?.drop();
    await redis?.stop();
    probe?.stop();
  }, 30_000);

  it('kill -9, SIGSTOP and a cut database connection of the leader: the follower leads with the next epoch, trading comes back', async () => {
    expect(await leaderName()).toBe('a');
    expect((await roleOf('a'))!.epoch).toBe(1);
    const results = [];
    for (const fault of ['kill -9', 'SIGSTOP', 'database cut'] as const) results.push(await scenario(fault));
    for (const { backMs, allowedMs } of results) expect(backMs).toBeLessThan(allowedMs);
    // The stopped and the cut-off leader stepped down on their own.
    expect(results[1]!.old.stepDowns).toBeGreaterThanOrEqual(1);
    expect(results[2]!.old.stepDowns).toBeGreaterThanOrEqual(1);
    recordFigure('cluster chaos', Object.fromEntries(figures.map((line, i) => [`fault${i + 1}`, line])));
  }, 120_000);

  it('no acknowledged order lost or duplicated, none written by a fenced leader', async () => {
    expect(refused).toEqual([]);
    expect(acked.size).toBeGreaterThan(30);
    const { rows } = await admin.query<{ ref_id: string; id: number; n: string }>(
      `SELECT ref_id, min(id) AS id, count(*) AS n FROM orders WHERE sub_acnt_no = $1 GROUP BY ref_id`,
      [SUB],
    );
    const stored = new Map(rows.map((row) => [row.ref_id, row]));
    for (const [refId, orderNo] of acked) {
      expect(stored.get(refId), refId).toMatchObject({ n: '1' });
      expect(String(stored.get(refId)!.id)).toBe(orderNo);
    }
    // Every refId again (acknowledged or not): the same order, nothing new.
    const leader = (await leaderName())!;
    const follower = nodes.get([...nodes.keys()].find((name) => name !== leader)!)!;
    const count = async () => Number((await admin.query('SELECT count(*) AS n FROM orders')).rows[0].n);
    const total = await count();
    for (const [refId, orderNo] of [...acked].slice(0, 60)) {
      const again = await command(follower, auth, 'B', 'NewOrder', restingOrder(SUB, refId, price));
      expect(again).toMatchObject({ rc: 1, data: { orderNo } });
    }
    expect(await count()).toBe(total);
    expect((await admin.query('SELECT * FROM chaos_writes')).rows).toEqual([]);
  }, 60_000);
});
