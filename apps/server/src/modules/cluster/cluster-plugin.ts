// The market/sequencer role of this node (ARCHITECTURE §7). One process (no REDIS_URL) is always
// the leader and this module costs nothing: `whenLeader` runs its task at once. With REDIS_URL and
// PostgreSQL, the node elected through the advisory lock (leader-election.ts) runs the tasks other
// modules hand it (the market's timer, the OMS's re-sync of open orders) and serves the sequencer
// commands and market reads that follower nodes forward over the bus (forwarding.ts). When the
// leader goes, a follower takes the lock, runs the same tasks (its fresh exchange gets the open
// orders from the database, as after a restart) and starts serving. Decorates `app.cluster`.
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { z } from 'zod';
import { Forwarding } from './forwarding.ts';
import { LeaderElection } from './leader-election.ts';

export interface ClusterRole {
  /** `single`: this process is the whole system; `elected`: PostgreSQL elects the market node. */
  readonly mode: 'single' | 'elected';
  readonly nodeId: string;
  isLeader(): boolean;
  /** The leader's node id as last seen (undefined while none is elected). */
  leaderId(): string | undefined;
  /**
   * Runs `start` now when this node leads the market, else when it is elected (tasks run in the
   * order they were handed over); `stop` runs if it loses the lead while running.
   */
  whenLeader(start: () => Promise<void> | void, stop?: () => void): Promise<void>;
}

/** For modules: runs a leader task through `app.cluster`, or at once in an app without the module. */
export async function whenLeader(
  app: FastifyInstance,
  start: () => Promise<void> | void,
  stop?: () => void,
): Promise<void> {
  if (app.hasDecorator('cluster')) return app.cluster.whenLeader(start, stop);
  await start();
}

const envSchema = z.object({
  SEN_CLUSTER_POLL_MS: z.coerce.number().int().min(50).max(60_000).default(1_000),
  SEN_CLUSTER_FORWARD_TIMEOUT_MS: z.coerce.number().int().min(100).max(120_000).default(10_000),
});

interface Task {
  start: () => Promise<void> | void;
  stop: (() => void) | undefined;
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
      whenLeader: async (start) => void (await start()),
    };
    app.decorate('cluster', single);
    return;
  }

  const config = envSchema.parse(process.env);
  const queued: Task[] = [];
  const running: Task[] = [];
  let stopServing = (): void => {};

  const runTasks = async (): Promise<void> => {
    while (queued.length > 0) {
      const task = queued.shift() as Task;
      running.push(task);
      await task.start();
    }
  };
  const election: LeaderElection = new LeaderElection({
    databaseUrl,
    nodeId,
    pollMs: config.SEN_CLUSTER_POLL_MS,
    onElected: async () => {
      app.log.info({ nodeId }, 'elected to run the market and the order sequencer');
      await runTasks();
      stopServing = forwarding.serve(nodeId);
    },
    onDeposed: (error) => {
      app.log.error(
        { err: error, nodeId },
        'lost the market lock: market stopped, this node only forwards now; restart it to compete again',
      );
      stopServing();
      for (const task of running.reverse()) task.stop?.();
      running.length = 0;
    },
    onError: (error) => app.log.warn({ err: error }, 'leader election: database unreachable'),
  });
  const forwarding = new Forwarding(app, {
    bus: app.bus,
    isLeader: () => election.isLeader,
    leaderId: () => election.leaderId,
    refresh: () => election.poll(),
    timeoutMs: config.SEN_CLUSTER_FORWARD_TIMEOUT_MS,
    retryMs: Math.min(250, config.SEN_CLUSTER_POLL_MS),
  });

  const role: ClusterRole = {
    mode: 'elected',
    nodeId,
    isLeader: () => election.isLeader,
    leaderId: () => election.leaderId,
    whenLeader: async (start, stop) => {
      queued.push({ start, stop });
      if (election.isLeader) await runTasks();
    },
  };
  app.decorate('cluster', role);
  app.addHook('onRequest', forwarding.onRequest);
  // After every module's onReady (registered last): the commands are all registered and the
  // leader tasks handed over, so a node elected now starts the market and serves at once.
  app.addHook('onReady', async () => {
    forwarding.wrapCommands();
    await election.start();
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
