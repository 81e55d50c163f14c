// Forwarded calls on an in-process bus (issue 27): the leader does not start a call whose caller
// has given up (its deadline passed), a node that no longer leads answers `notLeader` without
// running anything, and a call in flight to a leader that went silent is sent again at once to the
// new leader when the leader seen changes (an idempotent NewOrder), long before the timeout; a node
// taking over runs the calls it held at once and then tells they are drained.
import type { FastifyInstance } from 'fastify';
import { describe, expect, it } from 'vitest';
import { MemoryBus } from '../../plugins/bus/memory-bus.ts';
import type { CommandContext, CommandHandler } from '../trading-gateway/command-registry.ts';
import { addressOf, Forwarding } from './forwarding.ts';

const CONTEXT = { caller: { customerId: 1, username: 'demo' }, ip: '127.0.0.1' } as unknown as CommandContext;

/** A node's forwarding with one NewOrder handler of its own; returns the handler as wrapped. */
function node(
  bus: MemoryBus,
  state: { leader: () => boolean; leaderId: () => string | undefined },
  run: () => Promise<unknown>,
) {
  const listeners = new Set<() => void>();
  let wrapped: CommandHandler<never> | undefined;
  const calls: number[] = [];
  const app = {
    trading: {
      wrap: (cmd: string, wrapper: (handler: CommandHandler<never>) => CommandHandler<never>) => {
        if (cmd === 'NewOrder')
          wrapped = wrapper(async () => {
            calls.push(Date.now());
            return (await run()) as never;
          });
      },
    },
  } as unknown as FastifyInstance;
  const forwarding = new Forwarding(app, {
    bus,
    isLeader: state.leader,
    leaderId: state.leaderId,
    refresh: async () => {},
    onLeaderChange: (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    timeoutMs: 5_000,
    retryMs: 50,
  });
  forwarding.wrapCommands();
  return {
    forwarding,
    calls,
    call: () => (wrapped as CommandHandler<never>)({} as never, CONTEXT),
    changed: () => [...listeners].forEach((listener) => listener()),
  };
}

describe('Forwarding between nodes', () => {
  it('the leader runs no call past its deadline, and a node that does not lead runs none', async () => {
    const bus = new MemoryBus();
    let leads = true;
    const leader = node(bus, { leader: () => leads, leaderId: () => 'L' }, async () => ({ orderNo: '1' }));
    leader.forwarding.serve('L');
    const frame = { kind: 'command', cmd: 'NewOrder', params: {}, context: CONTEXT };
    expect(await bus.request(addressOf('L'), { ...frame, deadline: Date.now() - 1 }, 1_000)).toMatchObject({
      kind: 'refused',
      rc: -8001,
    });
    expect(await bus.request(addressOf('L'), { ...frame, deadline: Date.now() + 1_000 }, 1_000)).toEqual({
      kind: 'data',
      data: { orderNo: '1' },
    });
    leads = false;
    expect(await bus.request(addressOf('L'), { ...frame, deadline: Date.now() + 1_000 }, 1_000)).toEqual({
      kind: 'notLeader',
    });
    expect(leader.calls).toHaveLength(1);
  });

  it('sends a NewOrder in flight to a silent leader again to the new one as soon as the leader changes', async () => {
    const bus = new MemoryBus();
    let leaderId = 'old';
    // The old leader took the call and froze: it never answers.
    const old = node(
      bus,
      { leader: () => leaderId === 'old', leaderId: () => leaderId },
      () => new Promise(() => {}),
    );
    old.forwarding.serve('old');
    const fresh = node(bus, { leader: () => leaderId === 'new', leaderId: () => leaderId }, async () => ({
      orderNo: '7',
    }));
    fresh.forwarding.serve('new');
    const follower = node(bus, { leader: () => false, leaderId: () => leaderId }, async () => {
      throw new Error('a follower runs nothing itself');
    });
    const started = Date.now();
    const reply = follower.call();
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(old.calls).toHaveLength(1);
    leaderId = 'new';
    follower.changed();
    expect(await reply).toEqual({ orderNo: '7' });
    expect(Date.now() - started).toBeLessThan(1_500);
    expect(fresh.calls).toHaveLength(1);
  });

  it('a node taking over runs the calls it held at the leader change, then tells they are drained', async () => {
    const bus = new MemoryBus();
    const seen: { leaderId?: string } = {};
    const taker = node(
      bus,
      { leader: () => seen.leaderId === 'me', leaderId: () => seen.leaderId },
      async () => ({
        orderNo: '9',
      }),
    );
    // No leader: the calls wait, held on this node.
    const held = [taker.call(), taker.call()];
    let drained = false;
    await new Promise((resolve) => setTimeout(resolve, 100));
    const draining = taker.forwarding.drained(5_000).then(() => (drained = true));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect([drained, taker.calls.length]).toEqual([false, 0]);
    const tookAt = Date.now();
    seen.leaderId = 'me';
    taker.changed();
    expect(await Promise.all(held)).toEqual([{ orderNo: '9' }, { orderNo: '9' }]);
    await draining;
    expect(Date.now() - tookAt).toBeLessThan(500);
    expect(taker.calls).toHaveLength(2);
    // Nothing held: at once.
    await taker.forwarding.drained(5_000);
  });
});
