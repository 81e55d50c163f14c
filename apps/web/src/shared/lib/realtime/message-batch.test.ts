import { describe, expect, it } from 'vitest';
import type { PublicMessage } from './frames';
import { coalesceKey, createMessageBatch } from './message-batch';

const trade = (sym: string, sID: number, totalVol: number): PublicMessage => ({
  id: 3220,
  sym,
  sID,
  totalVol,
});
const depth = (sym: string, side: 'B' | 'S', g1: string, boardId?: string): PublicMessage => ({
  id: 3210,
  sym,
  side,
  g1,
  ...(boardId ? { boardId } : {}),
});
const foreign = (symbol: string, fBVol: number, fRoom: number | null): PublicMessage => ({
  id: 3250,
  symbol,
  fBVol,
  fSVolume: 0,
  fRoom,
});

const batchOf = (messages: PublicMessage[]) => {
  const batch = createMessageBatch();
  for (const message of messages) batch.push(message);
  return batch;
};

describe('message batch', () => {
  it('keeps the latest depth of each symbol, side and board, at the place of the latest', () => {
    const batch = batchOf([
      depth('FPT', 'B', '1'),
      depth('FPT', 'S', '2'),
      depth('VNM', 'B', '3'),
      depth('FPT', 'B', '4'),
      depth('FPT', 'B', '5', 'G4'),
      depth('FPT', 'B', '6'),
    ]);
    expect(batch.size()).toBe(4);
    expect(batch.take()).toEqual([
      depth('FPT', 'S', '2'),
      depth('VNM', 'B', '3'),
      depth('FPT', 'B', '5', 'G4'),
      depth('FPT', 'B', '6'),
    ]);
  });

  it('keeps every trade, projected match, index and deal, in arrival order', () => {
    const messages = [
      trade('FPT', 1, 100),
      { id: 3223, sym: 'FPT', sID: 2 },
      trade('FPT', 3, 110),
      { id: 1101, mc: '10' },
      { id: 1101, mc: '10' },
      { id: 9100, sym: 'FPT' },
      trade('FPT', 4, 120),
    ];
    expect(batchOf(messages).take()).toEqual(messages);
  });

  it('collapses a 10-level depth side and derivative depth like the 3-level one', () => {
    const batch = batchOf([
      { id: 3211, sym: 'FPT', side: 'S', ndata: 'a' },
      { id: 6210, sym: 'VN30F1M', side: 'B', g1: '1' },
      { id: 3211, sym: 'FPT', side: 'S', ndata: 'b' },
      { id: 6210, sym: 'VN30F1M', side: 'B', g1: '2' },
    ]);
    expect(batch.take()).toEqual([
      { id: 3211, sym: 'FPT', side: 'S', ndata: 'b' },
      { id: 6210, sym: 'VN30F1M', side: 'B', g1: '2' },
    ]);
  });

  it('keeps a foreign update with a room that a later one without a room cannot stand for', () => {
    expect(batchOf([foreign('FPT', 1, 500), foreign('FPT', 2, 400)]).take()).toEqual([
      foreign('FPT', 2, 400),
    ]);
    expect(batchOf([foreign('FPT', 1, null), foreign('FPT', 2, null)]).take()).toEqual([
      foreign('FPT', 2, null),
    ]);
    expect(batchOf([foreign('FPT', 1, 500), foreign('FPT', 2, null)]).take()).toEqual([
      foreign('FPT', 1, 500),
      foreign('FPT', 2, null),
    ]);
  });

  it('starts empty after a take', () => {
    const batch = batchOf([depth('FPT', 'B', '1'), depth('FPT', 'B', '2')]);
    batch.take();
    expect(batch.size()).toBe(0);
    batch.push(depth('FPT', 'B', '3'));
    expect(batch.take()).toEqual([depth('FPT', 'B', '3')]);
  });

  it('has no key for messages it cannot read the symbol of', () => {
    expect(coalesceKey({ id: 3210, side: 'B' })).toBeNull();
    expect(coalesceKey({ id: 3250, sym: 'FPT' })).toBeNull();
    expect(coalesceKey(trade('FPT', 1, 1))).toBeNull();
  });
});
