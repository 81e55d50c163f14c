// The market/sequencer role of this node (ARCHITECTURE §7). One process (no REDIS_URL) is always
// the leader and this module costs nothing: `whenLeader` runs its task at once. With REDIS_URL and
// PostgreSQL, the node holding the lease (leader-election.ts; its epoch fences the order writer,
// epoch-fence.ts; the market day is shared, market-day.ts) runs the tasks other
// modules hand it (the market's timer, the OMS's re-sync of open orders) and serves the sequencer
// commands and market reads that follower nodes forward over the bus (forwarding.ts). When the
// leader goes, a follower takes the lease, runs the same tasks (its market, kept warm while it
// followed, gets the open orders from the database, as after a restart) and starts serving; a
// leader that steps down stops them, rebuilds its market and competes again. Decorates `app.cluster`.
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { z } from 'zod';
import type { ClockDay } from '@sen/exchange';
import { EpochFence } from './epoch-fence.ts';
import { Forwarding } from './forwarding.ts';
import { LeaderElection } from './leader-election.ts';
import { claimMarketDay, readMarketDay, sameDay } from './market-day.ts';

/** What `/health` shows of the cluster: this node's role, the leader, the epoch and its age. */
interface ClusterStatus {
  mode: 'single' | 'elected';
  nodeId: string;
  role: 'leader' | 'follower' | 'stopped';
  leader: string | null;
  /** The lease's epoch as last seen (the fencing token); 0 in single mode. */
  epoch: number;
  /** How long the current epoch has been held, by the database's clock (ms). */
  epochAgeMs: number | null;
  /** How long the lease stays valid without a renewal, as last read (ms). */
  leaseLeftMs: number | null;
  leaseMs: number | null;
  stepDowns: number;
  /** Order writer batches refused by the epoch fence on this node. */
  fencedBatches: number;
  /** This node's last takeover of the market (null if it never took one over). */
  takeover: TakeoverTimeline | null;
}

/** A takeover's timeline (epoch ms, the database's clock; docs/operations.md). */
interface TakeoverTimeline {
  epoch: number;
  /** When the lease taken over had run out. */
  expiredAt: number;
  /** When this node took it (a follower reads a lease when it runs out). */
  takenAt: number;
  /** When this node started serving calls (its market started, the open orders re-sent). */
  servingAt: number;
  /** How long the leader tasks before serving took, ms. */
  startMs: number;
}

interface ClusterRole {
  /** `single`: this process is the whole system; `elected`: PostgreSQL elects the market node. */
  readonly mode: 'single' | 'elected';
  readonly nodeId: string;
  isLeader(): boolean;
  /** The leader's node id as last seen (undefined while none is elected). */
  leaderId(): string | undefined;
  /** The epoch this node holds while it leads (undefined otherwise; 0 in single mode). */
  epoch(): number | undefined;
  status(): ClusterStatus;
  /**
   * Runs `start` now when this node leads the market, else when it is elected (tasks run in the
   * order they were handed over); `stop` runs if it loses the lead while running, and `start`
   * again when it is elected again.
   */
  whenLeader(
    start: () => Promise<void> | void,
    stop?: () => void,
    options?: LeaderTaskOptions,
  ): Promise<void>;
}

export interface LeaderTaskOptions {
  /**
   * Runs once the node serves calls (not needed before the first order is taken), so a takeover
   * answers sooner. With one process every task runs at once anyway.
   */
  afterServing?: boolean;
}

/** For modules: runs a leader task through `app.cluster`, or at once in an app without the module. */
export async function whenLeader(
  app: FastifyInstance,
  start: () => Promise<void> | void,
  stop?: () => void,
  options?: LeaderTaskOptions,
): Promise<void> {
  if (app.hasDecorator('cluster')) return app.cluster.whenLeader(start, stop, options);
  await start();
}

const envSchema = z.object({
  SEN_CLUSTER_POLL_MS: z.coerce.number().int().min(50).max(60_000).default(1_000),
  SEN_CLUSTER_LEASE_MS: z.coerce.number().int().min(200).max(600_000).default(5_000),
  SEN_CLUSTER_FORWARD_TIMEOUT_MS: z.coerce.number().int().min(100).max(120_000).default(10_000),
});

interface Task {
  start: () => Promise<void> | void;
  stop: (() => void) | undefined;
  afterServing?: boolean;
}

async function clusterPlugin(app: FastifyInstance): Promise<void> {
  const nodeId = app.bus.nodeId;
  const databaseUrl = app.storage.kind === 'postgres' ? app.env.databaseUrl : undefined;
  if (!app.env.redisUrl || !databaseUrl) {
    if (app.env.redisUrl)
      app.log.warn('REDIS_URL without a PostgreSQL DATABASE_URL: no election, this node runs the market');
    const single: ClusterRole = {
      mode: 'single',
      nodeId,
      isLeader: () => true,
      leaderId: () => nodeId,
      epoch: () => 0,
      status: () => ({
        mode: 'single',
        nodeId,
        role: 'leader',
        leader: nodeId,
        epoch: 0,
        epochAgeMs: null,
        leaseLeftMs: null,
        leaseMs: null,
        stepDowns: 0,
        fencedBatches: 0,
        takeover: null,
      }),
      whenLeader: async (start) => void (await start()),
    };
    app.decorate('cluster', single);
    return;
  }

  const config = envSchema.parse(process.env);
  const queued: Task[] = [];
  const running: Task[] = [];
  let stopServing = (): void => {};
  const leaderListeners = new Set<() => void>();
  let seenLeader: string | undefined;
  let dayAdopted = false;
  /** The epoch this node serves calls in (set once its leader tasks ran). */
  let servingEpoch: number | undefined;
  let lastTakeover: TakeoverTimeline | null = null;

  /** Runs the queued tasks in order: those before serving, or (`later`) those after. Their times, ms. */
  const runTasks = async (later = false): Promise<number[]> => {
    const times: number[] = [];
    for (;;) {
      const index = queued.findIndex((task) => (task.afterServing === true) === later);
      if (index < 0) return times;
      const task = queued.splice(index, 1)[0] as Task;
      running.push(task);
      const started = performance.now();
      await task.start();
      times.push(Math.round(performance.now() - started));
    }
  };
  /** A follower's market runs warm (MarketRuntime.follow), rebuilt first if it led or changed day. */
  const follow = (): void => {
    if (election.isLeader) return;
    if (app.market.stale) app.market.reset();
    app.market.follow();
  };
  /** Every node continues the market day the first leader stored (market-day.ts). */
  const adopt = (day: ClockDay): void => {
    dayAdopted = true;
    if (sameDay(day, app.market.clock.day)) return;
    app.market.clock.adopt(day);
    follow();
  };
  const election: LeaderElection = new LeaderElection({
    databaseUrl,
    nodeId,
    pollMs: config.SEN_CLUSTER_POLL_MS,
    leaseMs: config.SEN_CLUSTER_LEASE_MS,
    onElected: async (epoch) => {
      app.log.info({ nodeId, epoch }, 'elected to run the market and the order sequencer');
      // The first leader stores its day; a node that adopted the stored day has nothing to claim.
      if (!dayAdopted) adopt(await claimMarketDay(app.storage.db, epoch, app.market.clock.day));
      // A follower's market is warm (it kept pace with the clock): `start` turns its output on. A
      // node that led before (or adopted another day since) starts from a fresh exchange, as after
      // a restart. Either way the open orders are re-sent from the database by the OMS's task.
      const started = performance.now();
      if (app.market.stale) app.market.reset();
      const tasksMs = await runTasks();
      const startMs = Math.round(performance.now() - started);
      app.log.info({ nodeId, epoch, startMs, tasksMs }, 'market node tasks started');
      // Serves (and runs calls itself) only once the tasks ran: the open orders are re-sent first.
      if (election.epoch !== epoch) return;
      servingEpoch = epoch;
      stopServing = forwarding.serve(nodeId);
      const takeover = election.takeover;
      if (takeover?.epoch === epoch)
        lastTakeover = {
          epoch,
          expiredAt: takeover.expiredAt,
          takenAt: takeover.takenAt,
          servingAt: takeover.takenAt + Math.round(performance.now() - takeover.takenMono),
          startMs,
        };
      // Calls waiting on this node for a leader run now, and go before the tasks that can wait.
      for (const listener of [...leaderListeners]) listener();
      await forwarding.drained(config.SEN_CLUSTER_LEASE_MS);
      await runTasks(true);
    },
    onDeposed: (reason) => {
      app.log.error(
        { err: reason, nodeId },
        'stepped down: the market lease was lost; this node forwards and competes again when the lease is free',
      );
      servingEpoch = undefined;
      stopServing();
      stopServing = () => {};
      for (const task of [...running].reverse()) task.stop?.();
      // The same tasks run again if this node is elected again, on a fresh exchange built now
      // and kept warm (off the path of a later takeover).
      queued.unshift(...running);
      running.length = 0;
      follow();
      notifyLeader();
    },
    onPolled: () => {
      notifyLeader();
      if (!dayAdopted)
        void readMarketDay(app.storage.db).then(
          (day) => day && adopt(day),
          () => {},
        );
    },
    onError: (error) => app.log.warn({ err: error }, 'leader election: database unreachable'),
  });
  const notifyLeader = (): void => {
    const leader = election.leaderId;
    if (leader === seenLeader) return;
    seenLeader = leader;
    for (const listener of leaderListeners) listener();
  };
  const forwarding = new Forwarding(app, {
    bus: app.bus,
    isLeader: () => election.isLeader && servingEpoch === election.epoch,
    leaderId: () => election.leaderId,
    refresh: () => election.poll(),
    onLeaderChange: (listener) => {
      leaderListeners.add(listener);
      return () => leaderListeners.delete(listener);
    },
    timeoutMs: config.SEN_CLUSTER_FORWARD_TIMEOUT_MS,
    retryMs: Math.min(100, config.SEN_CLUSTER_POLL_MS),
  });
  // Every batch of the order writer carries and checks this node's epoch (epoch-fence.ts).
  // A refused batch means this node's memory (exchange, orders) no longer matches the database:
  // it steps down at once (and starts from a fresh exchange if elected again).
  const fence = new EpochFence(
    () => (election.state === 'leader' ? election.epoch : undefined),
    config.SEN_CLUSTER_LEASE_MS,
    (held, current) => {
      app.log.warn({ nodeId, held, current }, 'order writer batch refused by the epoch fence');
      if (held !== undefined) election.resign(new Error(`fenced: epoch ${held}, the lease is at ${current}`));
    },
    (error) => election.resign(error),
  );
  if (app.hasDecorator('orderWriter')) app.orderWriter.observe(fence);

  const role: ClusterRole = {
    mode: 'elected',
    nodeId,
    isLeader: () => election.isLeader,
    leaderId: () => election.leaderId,
    epoch: () => (election.isLeader ? election.epoch : undefined),
    status: () => {
      const view = election.view;
      const age =
        view && view.holder ? Date.now() - election.viewedAt + (view.readAt - view.acquiredAt) : null;
      return {
        mode: 'elected',
        nodeId,
        role: election.state === 'stopped' ? 'stopped' : election.isLeader ? 'leader' : 'follower',
        leader: election.leaderId ?? null,
        epoch: view?.epoch ?? 0,
        epochAgeMs: age,
        leaseLeftMs: view ? view.expiresAt - view.readAt - (Date.now() - election.viewedAt) : null,
        leaseMs: config.SEN_CLUSTER_LEASE_MS,
        stepDowns: election.stepDowns,
        fencedBatches: fence.refused,
        takeover: lastTakeover,
      };
    },
    whenLeader: async (start, stop, options) => {
      const afterServing = options?.afterServing === true;
      queued.push({ start, stop, afterServing });
      if (election.isLeader && (!afterServing || servingEpoch === election.epoch))
        await runTasks(afterServing);
    },
  };
  app.decorate('cluster', role);
  app.addHook('onRequest', forwarding.onRequest);
  // After every module's onReady (registered last): the commands are all registered and the
  // leader tasks handed over, so a node elected now starts the market and serves at once.
  app.addHook('onReady', async () => {
    forwarding.wrapCommands();
    await election.start();
    follow();
    app.log.info({ nodeId, leader: election.isLeader }, 'cluster node ready');
  });
  app.addHook('preClose', async () => stopServing());
  app.addHook('onClose', async () => election.stop());
}

export default fp(clusterPlugin, {
  name: 'sen-cluster',
  dependencies: ['sen-bus', 'sen-storage', 'sen-trading-gateway'],
});

declare module 'fastify' {
  interface FastifyInstance {
    cluster: ClusterRole;
  }
}
