import { blankQuote } from '@/shared/testing/quote-fixture';
import { describe, expect, it, vi } from 'vitest';
import { createLiveFeed } from './live-feed';
import { createQuoteStore, MAX_DEFERRED } from '@/shared/quotes/quote-store';
import { readMessage } from '@/shared/lib/realtime/read-message';

const quote = blankQuote;

const trade = (sym: string, lastPrice: number, totalVol: number, extra: object = {}) => ({
  id: 3220,
  sym,
  sID: totalVol,
  time: '10:00:00',
  lastPrice,
  lastVol: 10,
  cl: 'i',
  change: '0.30',
  changePc: '1.20',
  totalVol,
  hp: lastPrice,
  lp: 25,
  ap: 25.1,
  ...extra,
});

function setup(seconds: number | null = 36_000) {
  const store = createQuoteStore();
  store.load([quote('FPT'), quote('VNM')]);
  const frames: (() => void)[] = [];
  const clock = { seconds, visible: true };
  const feed = createLiveFeed({
    store,
    marketSecondsOfDay: () => clock.seconds,
    isTabVisible: () => clock.visible,
    requestFrame: (cb) => frames.push(cb),
  });
  feed.setActive(true);
  return { store, feed, frames, clock };
}

describe('live feed', () => {
  it('asks the gate once a frame, not once a message, and still drops what waits when it closes', () => {
    const store = createQuoteStore();
    store.load([quote('FPT'), quote('VNM')]);
    const frames: (() => void)[] = [];
    let asked = 0;
    let visible = true;
    const feed = createLiveFeed({
      store,
      marketSecondsOfDay: () => 36_000,
      isTabVisible: () => {
        asked += 1;
        return visible;
      },
      requestFrame: (cb) => frames.push(cb),
    });
    feed.setActive(true);
    for (let i = 0; i < 50; i += 1) feed.enqueue(trade('FPT', 25.3, 100 + i));
    expect(asked).toBe(1);
    frames.shift()!();
    expect(asked).toBe(2);
    expect(store.get('FPT')!.totalVolume).toBe(1_490);
    feed.enqueue(trade('FPT', 25.4, 200));
    visible = false;
    feed.enqueue(trade('FPT', 25.5, 300));
    frames.shift()!();
    expect(store.get('FPT')!.totalVolume).toBe(1_490);
  });

  it('coalesces a frame of messages into one notification per changed symbol', () => {
    const { store, feed, frames } = setup();
    const onFpt = vi.fn();
    const onVnm = vi.fn();
    store.subscribe('FPT', onFpt);
    store.subscribe('VNM', onVnm);
    feed.enqueue(trade('FPT', 25.3, 100));
    feed.enqueue(trade('FPT', 25.4, 110));
    feed.enqueue({ id: 3210, sym: 'FPT', side: 'B', g1: '25.30|50|i', g2: '25.20|40|i', g3: '25.10|30|i' });
    expect(frames).toHaveLength(1);
    expect(onFpt).not.toHaveBeenCalled();
    frames.shift()!();
    expect(onFpt).toHaveBeenCalledTimes(1);
    expect(onVnm).not.toHaveBeenCalled();
    const fpt = store.get('FPT')!;
    expect(fpt.last).toBe(25_400);
    expect(fpt.totalVolume).toBe(1_100);
    expect(fpt.bids.map((level) => level.price)).toEqual([25_300, 25_200, 25_100]);
  });

  it('drops messages while the tab is hidden, the board is inactive or after 15:00', () => {
    const { store, feed, frames, clock } = setup();
    feed.enqueue(trade('FPT', 25.3, 100));
    clock.visible = false;
    frames.shift()!();
    expect(store.get('FPT')!.last).toBeNull();
    clock.visible = true;
    feed.setActive(false);
    feed.enqueue(trade('FPT', 25.3, 100));
    expect(feed.size()).toBe(0);
    feed.setActive(true);
    clock.seconds = 15 * 3600;
    feed.enqueue(trade('FPT', 25.3, 100));
    expect(feed.size()).toBe(0);
    clock.seconds = 15 * 3600 - 1;
    feed.enqueue(trade('FPT', 25.3, 100));
    frames.at(-1)!();
    expect(store.get('FPT')!.last).toBe(25_300);
  });

  it('keeps odd-lot messages for the odd-lot board only', () => {
    const { store, feed, frames } = setup();
    feed.enqueue(trade('FPT', 25.5, 3, { boardId: 'G4' }));
    frames.shift()!();
    expect(store.get('FPT')!.last).toBeNull();
    feed.setBook('odd');
    feed.enqueue(trade('FPT', 25.5, 3, { boardId: 'G4', hp: 0, lp: 0, ap: 0 }));
    feed.enqueue(trade('VNM', 25.5, 3));
    frames.shift()!();
    expect(store.get('FPT')!.last).toBe(25_500);
    expect(store.get('FPT')!.high).toBeNull();
    expect(store.get('VNM')!.last).toBeNull();
  });

  it('passes put-through deals and foreign updates on', () => {
    const { store, feed, frames } = setup();
    const events: string[] = [];
    feed.onEvent((event) => events.push(event.type));
    feed.enqueue({ id: 3250, symbol: 'VNM', fBVol: 100, fSVolume: 20, fRoom: 5000 });
    feed.enqueue({
      id: 9100,
      sym: 'FPT',
      mc: '10',
      price: 25.3,
      volume: 10_000,
      value: 253_000,
      time: '10:00:00',
      type: 'PTM',
    });
    frames.shift()!();
    expect(store.get('VNM')!.foreign).toMatchObject({ buyVolume: 1_000, sellVolume: 200, room: 5000 });
    expect(events).toEqual(['foreign', 'putThrough']);
  });
});

describe('live feed: rows out of view', () => {
  function counted() {
    const store = createQuoteStore();
    store.load([quote('FPT'), quote('VNM')]);
    const frames: (() => void)[] = [];
    const reads = { count: 0 };
    const feed = createLiveFeed({
      store,
      marketSecondsOfDay: () => 36_000,
      isTabVisible: () => true,
      requestFrame: (cb) => frames.push(cb),
      read: (message) => {
        reads.count += 1;
        return readMessage(message);
      },
    });
    feed.setActive(true);
    return { store, feed, frames, reads };
  }

  it('parses the messages of a symbol nobody follows only when it is read, in order', () => {
    const { store, feed, frames, reads } = counted();
    store.subscribe('FPT', () => undefined);
    feed.enqueue(trade('FPT', 25.3, 100));
    feed.enqueue(trade('VNM', 25.3, 100));
    feed.enqueue(trade('VNM', 25.6, 120));
    feed.enqueue({ id: 3250, symbol: 'VNM', fBVol: 100, fSVolume: 20, fRoom: 5000 });
    frames.shift()!();
    expect(reads.count).toBe(1);
    const vnm = store.get('VNM')!;
    expect(reads.count).toBe(4);
    expect(vnm.last).toBe(25_600);
    expect(vnm.open).toBe(25_300);
    expect(vnm.totalVolume).toBe(1_200);
    expect(vnm.foreign.buyVolume).toBe(1_000);
    expect(store.get('VNM')).toBe(vnm);
    expect(reads.count).toBe(4);
  });

  it('keeps the book of the moment a message came, and a snapshot supersedes what waits', () => {
    const { store, feed, frames } = counted();
    feed.enqueue(trade('FPT', 25.5, 3, { boardId: 'G4' }));
    frames.shift()!();
    feed.setBook('odd');
    expect(store.get('FPT')!.last).toBeNull();
    feed.enqueue(trade('VNM', 25.5, 3, { boardId: 'G4' }));
    frames.shift()!();
    store.load([quote('VNM')]);
    expect(store.get('VNM')!.last).toBeNull();
  });

  it('parses everything at once while someone listens to every event, and bounds what waits', () => {
    const { store, feed, frames, reads } = counted();
    const off = feed.onEvent(() => undefined);
    feed.enqueue(trade('VNM', 25.3, 100));
    frames.shift()!();
    expect(reads.count).toBe(1);
    off();
    for (let i = 0; i < MAX_DEFERRED; i += 1) feed.enqueue(trade('VNM', 25.4, 200 + i));
    frames.shift()!();
    expect(reads.count).toBe(1 + MAX_DEFERRED);
    expect(store.get('VNM')!.totalVolume).toBe((200 + MAX_DEFERRED - 1) * 10);
  });
});
