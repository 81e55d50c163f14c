import { describe, expect, it } from 'vitest';
import { checkTicket, type TicketInput } from './ticket-draft';

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
});
