import type { Trade } from '@sen/protocol';
import { describe, expect, it } from 'vitest';
import { createMatchHistory } from './match-history';

const trade = (symbol: string, seq: number, price = 133_870): Trade => ({
  symbol,
  seq,
  time: `10:00:${String(seq).padStart(2, '0')}`,
  price,
  volume: 2,
  side: 'B',
  change: 10,
  changePct: 0.01,
  totalVolume: seq * 2,
  high: price,
  low: price,
  avg: price,
  projected: false,
  openInterest: 5,
});

const immediate = (run: () => void) => run();

describe('match history of the selected contract', () => {
  it('clears on switch and ignores the other contract trades, late replies included', () => {
    const history = createMatchHistory(500, immediate);
    history.select('VN30F1M');
    history.load('VN30F1M', [trade('VN30F1M', 2), trade('VN30F1M', 1)]);
    expect(history.get().map((entry) => entry.seq)).toEqual([2, 1]);
    history.select('VN30F2M');
    expect(history.get()).toEqual([]);
    history.load('VN30F1M', [trade('VN30F1M', 3)]);
    history.add(trade('VN30F1M', 4));
    expect(history.get()).toEqual([]);
    history.add(trade('VN30F2M', 1, 133_770));
    expect(history.symbol()).toBe('VN30F2M');
    expect(history.get()).toEqual([{ seq: 1, time: '10:00:01', price: 133_770, volume: 2, change: 10 }]);
  });

  it('keeps live trades newer than the loaded day and drops duplicates and projected matches', () => {
    const history = createMatchHistory(3, immediate);
    history.select('VN30F2M');
    history.add(trade('VN30F2M', 5));
    history.add(trade('VN30F2M', 5));
    history.add({ ...trade('VN30F2M', 6), projected: true });
    history.load('VN30F2M', [
      trade('VN30F2M', 4),
      trade('VN30F2M', 3),
      trade('VN30F2M', 2),
      trade('VN30F2M', 1),
    ]);
    expect(history.get().map((entry) => entry.seq)).toEqual([5, 4, 3]);
  });
});
