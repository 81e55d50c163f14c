import { describe, expect, it } from 'vitest';
import { clientConfigSchema } from '../client-config.ts';
import {
  depthSideToDepthSnapshot,
  depthSnapshotToDepthSide,
  entriesToTradeHistory,
  indexChartSchema,
  serverTimeSchema,
  symbolListSchema,
  tradeHistoryToEntries,
} from './history-and-depth.ts';

describe('history, depth snapshot and small lists', () => {
  it('round-trips a match history', () => {
    const wire = [
      { time: '10:49:56', lastPrice: 25.3, lastVol: 100, totalVol: 108_810, cl: 'i', change: '0.50', sID: 9 },
    ];
    const parsed = tradeHistoryToEntries('TCB', wire);
    expect(parsed).toEqual({
      ok: true,
      value: [
        {
          time: '10:49:56',
          price: 25_300,
          volume: 1_000,
          totalVolume: 1_088_100,
          change: 500,
          colour: 'i',
          seq: 9,
        },
      ],
    });
    if (parsed.ok)
      expect(
        tradeHistoryToEntries('TCB', JSON.parse(JSON.stringify(entriesToTradeHistory('TCB', parsed.value)))),
      ).toEqual(parsed);
    expect(tradeHistoryToEntries('TCB', [{ ...wire[0], lastVol: -1 }]).ok).toBe(false);
  });

  it('round-trips a 10-level depth snapshot of a future', () => {
    const parsed = depthSnapshotToDepthSide({
      sym: 'VN30F1M',
      side: 'B',
      ndata: '1295.1:12SOH1295:5',
      totalVol: 17,
    });
    expect(parsed).toEqual({
      ok: true,
      value: {
        symbol: 'VN30F1M',
        side: 'B',
        levels: [
          { price: 129_510, volume: 12 },
          { price: 129_500, volume: 5 },
        ],
        totalVolume: 17,
      },
    });
    if (parsed.ok) expect(depthSnapshotToDepthSide(depthSideToDepthSnapshot(parsed.value))).toEqual(parsed);
    expect(depthSnapshotToDepthSide({ sym: 'VN30F1M', side: 'B', ndata: '1295.1;12' }).ok).toBe(false);
    expect(
      depthSnapshotToDepthSide({ sym: 'VN30F1M', side: 'B', ndata: Array(11).fill('1:1').join('SOH') }).ok,
    ).toBe(false);
  });

  it('reads lists, server time, index chart and the client config', () => {
    expect(symbolListSchema.safeParse(['VN30F1M', 'VN30F2M']).success).toBe(true);
    expect(symbolListSchema.safeParse(['vn30f1m']).success).toBe(false);
    expect(serverTimeSchema.safeParse({ srv_time: '09:15:00', def_value: 33_300 }).success).toBe(true);
    expect(
      indexChartSchema.safeParse({
        marketCode: '10',
        openIndex: 1250.1,
        data: [{ time: '09:15:00', oIndex: 1250.1, cIndex: 1251, vol: 10, value: 5 }],
      }).success,
    ).toBe(true);
    const config = {
      version: '2.2.2',
      boardBase: '/board',
      infoBase: '/info',
      tradingBase: '/trading',
      bondBase: '/bond',
      realtimeUrl: '/',
      realtimePath: '/socket.io',
      marketTime: '2025-06-02T09:15:00+07:00',
      clock: 'demo',
      simulated: true,
    };
    expect(clientConfigSchema.safeParse(config).success).toBe(true);
    expect(clientConfigSchema.safeParse({ ...config, clock: 'fast' }).success).toBe(false);
    expect(clientConfigSchema.safeParse({ ...config, marketTime: 'now' }).success).toBe(false);
    // The demo clock's pace: kept as sent, refused when not a speed or a time of day.
    const paced = { ...config, clockSpeed: 10, dayStart: '09:00:00', dayEnd: '15:10:00' };
    expect(clientConfigSchema.parse(paced)).toEqual(paced);
    expect(clientConfigSchema.safeParse({ ...config, clockSpeed: 0 }).success).toBe(false);
    expect(clientConfigSchema.safeParse({ ...config, dayEnd: '15:10' }).success).toBe(false);
  });
});
