import { describe, expect, it, vi } from 'vitest';
import { NoResponderError, RemoteError, RequestTimeoutError, topic } from './bus.ts';
import { MemoryBus } from './memory-bus.ts';

const prices = topic<{ sym: string; price: number }>('test.prices');

describe('MemoryBus', () => {
  it('delivers to every subscriber of a topic and stops after unsubscribe', () => {
    const bus = new MemoryBus();
    const seen: string[] = [];
    const off = bus.subscribe(prices, (m) => seen.push(`a:${m.sym}`));
    bus.subscribe(prices, (m) => seen.push(`b:${m.sym}`));
    bus.publish(prices, { sym: 'FPT', price: 1 });
    off();
    bus.publish(prices, { sym: 'VNM', price: 2 });
    expect(seen).toEqual(['a:FPT', 'b:FPT', 'b:VNM']);
    expect(bus.subscriberCount(prices)).toBe(1);
  });

  it('keeps delivering when one subscriber throws, and reports the error', () => {
    const onError = vi.fn();
    const bus = new MemoryBus(onError);
    const seen: number[] = [];
    bus.subscribe(prices, () => {
      throw new Error('boom');
    });
    bus.subscribe(prices, (m) => seen.push(m.price));
    bus.publish(prices, { sym: 'FPT', price: 7 });
    expect(seen).toEqual([7]);
    expect(onError).toHaveBeenCalledWith(expect.any(Error), 'test.prices');
  });

  it('ignores topics with no subscriber and clears on close', async () => {
    const bus = new MemoryBus();
    bus.publish(prices, { sym: 'X', price: 0 });
    bus.subscribe(prices, () => {});
    await bus.close();
    expect(bus.subscriberCount(prices)).toBe(0);
  });
});

describe('MemoryBus requests', () => {
  it('calls the one local server, and fails at once without one', async () => {
    const bus = new MemoryBus();
    const stop = bus.serve<{ x: number }, number>('double', async ({ x }) => x * 2);
    expect(() => bus.serve('double', async () => 0)).toThrow(/served twice/);
    await expect(bus.request('double', { x: 4 }, 1_000)).resolves.toBe(8);
    stop();
    await expect(bus.request('double', { x: 4 }, 1_000)).rejects.toBeInstanceOf(NoResponderError);
  });

  it('turns a failing server into a RemoteError and a silent one into a timeout', async () => {
    const bus = new MemoryBus();
    bus.serve('fails', async () => {
      throw new Error('boom');
    });
    bus.serve('silent', () => new Promise(() => {}));
    await expect(bus.request('fails', {}, 1_000)).rejects.toThrow(RemoteError);
    await expect(bus.request('silent', {}, 50)).rejects.toBeInstanceOf(RequestTimeoutError);
  });
});
