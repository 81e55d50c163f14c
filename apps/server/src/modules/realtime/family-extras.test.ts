// The family's fields of realtime messages, in the family's units and types (issue 23, points 6, 8).
import { describe, expect, it } from 'vitest';
import { createSymbolState } from '../market/symbol-state.ts';
import { depthExtras, foreignExtras, futuresTradeExtras, indexExtras } from './family-extras.ts';

const fpt = () =>
  createSymbolState(
    { symbol: 'FPT', market: 'HSX', kind: 'stock', referencePrice: 118_000 },
    { reference: 118_000, ceiling: 126_200, floor: 109_800 },
    '2026-11-26',
  );

describe('family extras', () => {
  it('3250: foreign volumes in lots of 10, values in thousand VND, room in shares, all strings', () => {
    const state = fpt();
    state.foreign = {
      buyVolume: 2_500,
      sellVolume: 17_800,
      buyValue: 157_500_000,
      sellValue: 1_121_400_000,
      room: 900_792_100,
    };
    expect(foreignExtras(state)).toEqual({
      fBVol: '250',
      fBValue: '157500',
      fSVolume: '1780',
      fSValue: '1121400',
      fRoom: '900792100',
    });
  });

  it('3210: volume beyond the third level, market time, board, market id and sequence', () => {
    const state = fpt();
    state.asks = [118_100, 118_200, 118_300, 118_400, 118_500].map((price) => ({
      price,
      volume: 1_000,
      orders: 1,
    }));
    state.odd = { ...state.odd, bids: [{ price: 118_000, volume: 55, orders: 1 }] };
    const time = Date.parse('2026-11-26T03:00:49Z');
    expect(depthExtras(state, 'S', 'lot', time, 4)).toEqual({
      vol4: 200,
      timeServer: '10:00:49',
      boardId: 'G1',
      marketId: 'STO',
      sequence: 4,
    });
    expect(depthExtras(state, 'B', 'odd', time, 5)).toMatchObject({ vol4: 0, boardId: 'G4', sequence: 5 });
  });

  it('6220: open price in points, lv, timeServer and the session code; 1101: accVol', () => {
    const future = createSymbolState(
      { symbol: 'VN30F1M', market: 'DERIV', kind: 'future', referencePrice: 133_870 },
      { reference: 133_870, ceiling: 143_240, floor: 124_500 },
      '2026-11-26',
    );
    future.open = 133_860;
    future.phase = 'CONTINUOUS';
    expect(futuresTradeExtras(future, { id: 6220, lastVol: 4, time: '10:00:39' })).toEqual({
      openPrice: 1338.6,
      lv: 4,
      timeServer: '10:00:39',
      tradingSession: 'O',
    });
    expect(indexExtras({ id: 1101, vol: 748_800 })).toEqual({ accVol: 748_800 });
  });
});
