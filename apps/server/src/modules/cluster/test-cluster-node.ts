// For the chaos test: a real server process (tsx, the source) as one node of a cluster on a shared
// PostgreSQL (reached through its own cuttable proxy) and Redis, with the demo clock; its trading
// envelope, the demo customer's login and a signed order. The test kills, stops and cuts it.
import { spawn, type ChildProcess } from 'node:child_process';
import { createWriteStream, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { commandData, orderSignature } from '@sen/protocol';
import { freePort } from '../../testing/test-server-process.ts';

const serverEntry = new URL('../../server.ts', import.meta.url).pathname;

export interface ClusterNode {
  name: string;
  port: number;
  proc: ChildProcess;
}

export interface NodeHealth {
  cluster: {
    role: string;
    leader: string | null;
    epoch: number;
    stepDowns: number;
    fencedBatches: number;
    takeover: {
      epoch: number;
      expiredAt: number;
      takenAt: number;
      servingAt: number;
      startMs: number;
    } | null;
  };
  marketTime: number;
}

/** Starts a node; resolves once /health answers. Its log goes to a file in the temp folder. */
export async function startClusterNode(
  name: string,
  env: Record<string, string>,
  port?: number,
): Promise<ClusterNode> {
  const listen = port ?? (await freePort());
  const dataDir = mkdtempSync(join(tmpdir(), `sen-chaos-${name}-`));
  const proc = spawn(process.execPath, ['--import', 'tsx', serverEntry], {
    env: {
      ...process.env,
      ...env,
      PORT: String(listen),
      HOST: '127.0.0.1',
      SEN_DATA_DIR: dataDir,
      SEN_CLOCK: 'demo',
      SEN_CLOCK_START: '10:00',
      SEN_LOG_LEVEL: process.env.SEN_CHAOS_LOG ? 'info' : 'silent',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const log = createWriteStream(join(dataDir, 'node.log'));
  proc.stdout?.pipe(log);
  proc.stderr?.pipe(log);
  if (process.env.SEN_CHAOS_LOG) console.warn(`[chaos] ${name} logs to ${join(dataDir, 'node.log')}`);
  for (let i = 0; i < 600; i += 1) {
    if (proc.exitCode !== null) throw new Error(`node ${name} exited with ${proc.exitCode}`);
    if (await health({ port: listen }).then(Boolean, () => false)) return { name, port: listen, proc };
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`node ${name} did not start`);
}

export async function health(node: { port: number }): Promise<NodeHealth> {
  const response = await fetch(`http://127.0.0.1:${node.port}/health`, {
    signal: AbortSignal.timeout(2_000),
  });
  if (!response.ok) throw new Error(`health ${response.status}`);
  return (await response.json()) as NodeHealth;
}

/** Posts one trading command; throws on a network failure or a reply that is not the envelope. */
export async function command(
  node: { port: number },
  auth: { user: string; session: string },
  group: string,
  cmd: string,
  params: Record<string, unknown>,
  timeoutMs = 15_000,
): Promise<{ rc: number; data: unknown }> {
  const response = await fetch(`http://127.0.0.1:${node.port}/trading`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: JSON.stringify({
      group,
      user: auth.user,
      session: auth.session,
      channel: 'W',
      data: commandData(cmd, params),
    }),
    signal: AbortSignal.timeout(timeoutMs),
  });
  return (await response.json()) as { rc: number; data: unknown };
}

export async function loginDemo(node: { port: number }): Promise<{ user: string; session: string }> {
  const reply = await command(node, { user: '', session: '' }, 'L', 'Web.sCheckLogin', {
    username: 'demo',
    password: 'Demo@123',
    channel: 'W',
  });
  const token = reply.data as { sid: string; user: string };
  return { user: token.user, session: token.sid };
}

/** A signed odd-lot buy of VNM at a price that rests (hundreds stay within the demo cash). */
export function restingOrder(sub: string, refId: string, price: number): Record<string, unknown> {
  const volume = 10;
  return {
    subAccount: sub,
    symbol: 'VNM',
    side: 'B',
    price: price,
    volume: volume,
    pin: '123456',
    refId: refId,
    signature: orderSignature({ price, side: 'B', volume, account: sub, symbol: 'VNM', refId }),
  };
}
