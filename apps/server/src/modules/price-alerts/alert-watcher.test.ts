import { describe, expect, it } from 'vitest';
import type { AlertRow } from './alert-repository.ts';
import { AlertWatcher } from './alert-watcher.ts';

const row = (id: number, symbol: string, patch: Partial<AlertRow> = {}): AlertRow => ({
  id,
  customer_id: 1,
  symbol,
  kind: 'priceAbove',
  threshold: 20_500,
  repeat: 'once',
  status: 'active',
  armed: 1,
  created_at: 0,
  updated_at: 0,
  fired_at: null,
  last_price: null,
  ...patch,
});
const quote = (last: number) => ({ last, reference: 20_000, ceiling: 21_400, floor: 18_600, totalVolume: 0 });

function watcher() {
  const log: string[] = [];
  const w = new AlertWatcher({
    fired: async (r, q, done) => void log.push(`fired ${r.id} ${q.last}${done ? ' done' : ''}`),
    rearmed: async (r) => void log.push(`rearmed ${r.id}`),
    onError: (error) => log.push(`error ${String(error)}`),
  });
  return { w, log };
}

describe('AlertWatcher', () => {
  it('steps only the alerts of the traded symbol and forgets a once-alert that fired', async () => {
    const { w, log } = watcher();
    w.start([row(1, 'FPT'), row(2, 'HPG'), row(3, 'FPT', { status: 'disabled' })]);
    expect(w.size).toBe(2);
    w.onQuote('VNM', quote(99_000));
    w.onQuote('HPG', quote(20_400));
    w.onQuote('FPT', quote(20_600));
    w.onQuote('FPT', quote(20_700));
    await w.flush();
    expect(log).toEqual(['fired 1 20600 done']);
    expect(w.size).toBe(1);
  });

  it('writes a re-arming alert disarmed, then re-armed once its condition ended', async () => {
    const { w, log } = watcher();
    w.start([row(1, 'FPT', { repeat: 'rearm' })]);
    for (const price of [20_600, 20_700, 20_400, 20_450, 20_500]) w.onQuote('FPT', quote(price));
    await w.flush();
    expect(log).toEqual(['fired 1 20600', 'rearmed 1', 'fired 1 20500']);
  });

  it('follows edits and deletions, and watches nothing once stopped', async () => {
    const { w, log } = watcher();
    w.start([row(1, 'FPT')]);
    w.changed(1, row(1, 'HPG', { threshold: 30_000 }));
    w.onQuote('FPT', quote(20_600));
    w.changed(2, row(2, 'FPT'));
    w.changed(2, undefined);
    w.onQuote('FPT', quote(20_600));
    w.stop();
    w.changed(3, row(3, 'FPT'));
    w.onQuote('FPT', quote(20_600));
    await w.flush();
    expect(log).toEqual([]);
    expect(w.size).toBe(0);
  });
});
