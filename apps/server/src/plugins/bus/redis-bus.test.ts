// The Redis bus between two instances on a real redis-server (skipped, with the reason printed,
// where redis-server is missing): cluster topics cross, node topics stay, requests reach the one
// server of their address and fail at once when nobody serves it.
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { NoResponderError, RemoteError, RequestTimeoutError, topic } from './bus.ts';
import { RedisBus } from './redis-bus.ts';
import { redisSkipReason, startTestRedis, type TestRedis } from './test-redis.ts';

if (redisSkipReason) console.warn(`[redis-bus test] skipped: ${redisSkipReason}`);

const shared = topic<{ n: number }>('test.shared', 'cluster');
const local = topic<{ n: number }>('test.local');

describe.skipIf(redisSkipReason !== undefined)('RedisBus', () => {
  let redis: TestRedis;
  let a: RedisBus;
  let b: RedisBus;

  beforeAll(async () => {
    redis = await startTestRedis();
    a = await RedisBus.connect(redis.url, { prefix: 'test' });
    b = await RedisBus.connect(redis.url, { prefix: 'test' });
  });
  afterAll(async () => {
    await a?.close();
    await b?.close();
    await redis?.stop();
  });

  it('delivers cluster topics on every node once and keeps node topics in the process', async () => {
    const seenA: number[] = [];
    const seenB: number[] = [];
    a.subscribe(shared, (m) => seenA.push(m.n));
    b.subscribe(shared, (m) => seenB.push(m.n));
    b.subscribe(local, (m) => seenB.push(-m.n));
    await new Promise((resolve) => setTimeout(resolve, 50));
    a.publish(shared, { n: 1 });
    a.publish(local, { n: 2 });
    expect(seenA).toEqual([1]);
    await vi.waitFor(() => expect(seenB).toEqual([1]));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(seenA).toEqual([1]);
    expect(seenB).toEqual([1]);
  });

  it('answers a request from the node that serves the address, and fails fast without one', async () => {
    const stop = b.serve<{ x: number }, { y: number }>('doubler', async ({ x }) => {
      if (x < 0) throw new Error('negative');
      return { y: x * 2 };
    });
    await new Promise((resolve) => setTimeout(resolve, 50));
    await expect(a.request('doubler', { x: 21 }, 2_000)).resolves.toEqual({ y: 42 });
    await expect(a.request('doubler', { x: -1 }, 2_000)).rejects.toBeInstanceOf(RemoteError);
    stop();
    await new Promise((resolve) => setTimeout(resolve, 50));
    await expect(a.request('doubler', { x: 1 }, 2_000)).rejects.toBeInstanceOf(NoResponderError);
  });

  it('times out when the server does not answer', async () => {
    b.serve('silent', () => new Promise(() => {}));
    await new Promise((resolve) => setTimeout(resolve, 50));
    await expect(a.request('silent', {}, 200)).rejects.toBeInstanceOf(RequestTimeoutError);
  });
});
