import { describe, expect, it } from 'vitest';
import { checkTicket, orderTypesNow, type TicketInput } from './ticket-draft';

// 10:00 market time (UTC+7) on a weekday.
const TEN = Date.UTC(2026, 0, 5, 3, 0, 0);
const base: TicketInput = {
  symbol: 'FPT',
  market: 'HSX',
  kind: 'stock',
  priceText: '118.5',
  volume: 100,
  band: { ceiling: 126_000, floor: 110_000 },
  marketTime: TEN,
  nextSession: false,
};

describe('checkTicket', () => {
  it('derives the order type from the typed price', () => {
    expect(checkTicket(base)).toEqual({ ok: true, type: 'LO', price: 118_500 });
    expect(checkTicket({ ...base, priceText: 'mp' })).toEqual({ ok: true, type: 'MP', price: 'MP' });
  });

  it('refuses per market and per session', () => {
    expect(checkTicket({ ...base, priceText: 'MOK' })).toMatchObject({
      ok: false,
      key: 'order.typeNotAllowedHsx',
    });
    expect(checkTicket({ ...base, priceText: '130' })).toMatchObject({
      ok: false,
      key: 'order.priceAboveCeiling',
    });
    expect(checkTicket({ ...base, priceText: 'ATO' })).toEqual({ ok: false, messageNo: -6024 });
    expect(checkTicket({ ...base, marketTime: Date.UTC(2026, 0, 5, 9, 0, 0) })).toEqual({
      ok: false,
      messageNo: -6022,
    });
    expect(
      checkTicket({ ...base, marketTime: Date.UTC(2026, 0, 5, 9, 0, 0), nextSession: true }),
    ).toMatchObject({ ok: true });
  });

  it('offers the order types of the market and the phase now (server clock)', () => {
    const at = (hour: number, minute: number) => Date.UTC(2026, 0, 5, hour - 7, minute, 0);
    expect(orderTypesNow('HSX', at(10, 0), false)).toEqual(['LO', 'MTL', 'MP']);
    expect(orderTypesNow('HSX', at(8, 30), false)).toEqual(['LO', 'ATO']);
    expect(orderTypesNow('HSX', at(14, 35), false)).toEqual(['LO', 'ATC']);
    expect(orderTypesNow('HNX', at(10, 0), false)).toEqual(['LO', 'MTL', 'MOK', 'MAK']);
    expect(orderTypesNow('UPCOM', at(10, 0), false)).toEqual(['LO']);
    expect(orderTypesNow('DERIV', at(12, 0), false)).toEqual(['LO', 'MTL', 'MOK', 'MAK']);
    expect(orderTypesNow('HSX', at(16, 0), false)).toEqual([]);
    expect(orderTypesNow('HSX', at(16, 0), true)).toEqual(['LO', 'ATO', 'ATC', 'MP', 'MTL']);
    expect(orderTypesNow('HNX', null, false)).toEqual(['LO', 'ATC', 'MTL', 'MOK', 'MAK', 'PLO']);
  });
});
