import { afterEach, describe, expect, it, vi } from 'vitest';
import { fetchDepth10, fetchDerivativeTrades } from './board-modes-api';

const reply = (body: unknown) =>
  vi.fn(
    async () =>
      new Response(JSON.stringify(body), { status: 200, headers: { 'content-type': 'application/json' } }),
  );

afterEach(() => vi.unstubAllGlobals());

describe('derivatives board fetchers', () => {
  it('reads the trade history (6220 bodies) as canonical trades in points x 100 with open interest', async () => {
    vi.stubGlobal(
      'fetch',
      reply([
        {
          id: 6220,
          sym: 'VN30F2M',
          sID: 4,
          time: '10:01:37',
          lastPrice: 1337.7,
          lastVol: 5,
          cl: 'i',
          change: '0.40',
          changePc: '0.03',
          totalVol: 14,
          hp: 1337.8,
          ch: 'i',
          lp: 1337.3,
          lc: 'e',
          ap: 1337.65,
          ca: 'i',
          side: 'B',
          oi: 12,
        },
      ]),
    );
    const trades = await fetchDerivativeTrades('/board', 'VN30F2M');
    expect(trades).toHaveLength(1);
    expect(trades[0]).toMatchObject({
      symbol: 'VN30F2M',
      seq: 4,
      time: '10:01:37',
      price: 133_770,
      volume: 5,
      openInterest: 12,
    });
  });

  it('reads the 10-level depth snapshot of one side', async () => {
    const fetch = reply({ id: 3211, sym: 'VN30F1M', side: 'S', ndata: '1339.2:50SOH1339.3:25' });
    vi.stubGlobal('fetch', fetch);
    expect(await fetchDepth10('/board', 'VN30F1M', 'S')).toEqual([
      { price: 133_920, volume: 50 },
      { price: 133_930, volume: 25 },
    ]);
    expect(fetch).toHaveBeenCalledWith('/board/getps10pricesnapshot/VN30F1M,S', expect.anything());
  });
});
