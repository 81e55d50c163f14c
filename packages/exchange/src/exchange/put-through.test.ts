import { describe, expect, it } from 'vitest';
import type { Exchange } from './exchange.ts';
import { alice, at, bob, openExchange } from './test-support.ts';
import type { Owner, PutThroughProposalRequest } from './types.ts';

describe('put-through', () => {
  it('executes an agreed deal inside the band without moving the last price', () => {
    const { exchange, events } = openExchange('10:00');
    const deal = exchange.putThrough({
      symbol: 'FPT',
      price: 106_000,
      volume: 20_000,
      buyer: alice,
      seller: bob,
    });
    expect(deal.ok).toBe(true);
    expect(events.at(-1)).toMatchObject({
      type: 'putThrough',
      kind: 'deal',
      price: 106_000,
      volume: 20_000,
      value: 2_120_000_000,
      parties: { buyer: alice, seller: bob },
    });
    const snapshot = exchange.snapshot('FPT')!;
    expect([snapshot.last, snapshot.putThroughVolume, snapshot.putThroughValue]).toEqual([
      0, 20_000, 2_120_000_000,
    ]);
  });

  it.each([
    ['below the HOSE minimum of 20,000', 'FPT', 100_000, 19_900, '10:00', 'PUT_THROUGH_VOLUME'],
    ['HNX minimum is 5,000', 'SHS', 20_000, 5_000, '10:00', null],
    ['outside the band', 'FPT', 108_000, 20_000, '10:00', 'BAND'],
    ['at lunch', 'FPT', 100_000, 20_000, '12:00', 'SESSION'],
    ['HOSE after the ATC until 15:00', 'FPT', 100_000, 20_000, '14:50', null],
    ['derivatives until 14:45 only', 'VN30F2505', 130_000, 10, '14:50', 'SESSION'],
  ])('%s', (_name, symbol, price, volume, time, reason) => {
    const { exchange } = openExchange(time);
    const result = exchange.putThrough({ symbol, price, volume, buyer: alice, seller: bob });
    expect(result.ok ? null : result.reason).toBe(reason);
  });

  it('publishes advertisements', () => {
    const { exchange, events } = openExchange('09:30');
    exchange.advanceTo(at('09:31'));
    expect(
      exchange.advertise({ symbol: 'SHS', side: 'S', price: 21_000, volume: 10_000, owner: bob }).ok,
    ).toBe(true);
    expect(events.at(-1)).toMatchObject({
      type: 'putThrough',
      kind: 'advertisement',
      side: 'S',
      parties: { seller: bob },
    });
  });

  describe('propose and confirm', () => {
    const carol: Owner = { kind: 'broker', accountId: '000C000003' };
    const propose = (exchange: Exchange, change: Partial<PutThroughProposalRequest> = {}) =>
      exchange.proposePutThrough({
        symbol: 'FPT',
        side: 'S',
        price: 101_000,
        volume: 20_000,
        proposer: alice,
        counterparty: bob,
        ...change,
      });

    it('executes the deal when the counterparty confirms; the executed deal cannot be cancelled', () => {
      const { exchange, events } = openExchange('10:00');
      const proposed = propose(exchange);
      expect(proposed.ok).toBe(true);
      const id = proposed.ok ? proposed.orderId : '';
      expect(events.at(-1)).toMatchObject({ type: 'putThroughProposal', id, status: 'proposed', side: 'S' });
      expect(exchange.snapshot('FPT')!.putThroughVolume).toBe(0);
      // Only the counterparty confirms; the proposer cannot confirm its own proposal.
      expect(exchange.confirmPutThrough(id, alice)).toEqual({ ok: false, reason: 'NOT_FOUND' });
      const confirmed = exchange.confirmPutThrough(id, bob);
      expect(confirmed.ok).toBe(true);
      const deal = events.find((event) => event.type === 'putThrough' && event.kind === 'deal');
      expect(deal).toMatchObject({ price: 101_000, volume: 20_000, parties: { buyer: bob, seller: alice } });
      expect(events.at(-1)).toMatchObject({ type: 'putThroughProposal', status: 'executed' });
      expect(exchange.snapshot('FPT')!.putThroughVolume).toBe(20_000);
      expect(exchange.cancelPutThrough(id, alice)).toEqual({ ok: false, reason: 'NOT_AMENDABLE' });
      expect(exchange.cancelPutThrough(id, bob)).toEqual({ ok: false, reason: 'NOT_AMENDABLE' });
      expect(exchange.putThroughProposal(id, bob)?.status).toBe('executed');
      expect(exchange.putThroughProposal(id, carol)).toBeUndefined();
    });

    it('lets the counterparty reject and the proposer cancel a waiting proposal', () => {
      const { exchange, events } = openExchange('10:00');
      const first = propose(exchange);
      const second = propose(exchange, { side: 'B', proposer: bob, counterparty: alice });
      const [a, b] = [first, second].map((r) => (r.ok ? r.orderId : ''));
      expect(exchange.cancelPutThrough(a!, carol)).toEqual({ ok: false, reason: 'NOT_FOUND' });
      expect(exchange.cancelPutThrough(a!, bob).ok).toBe(true);
      expect(exchange.cancelPutThrough(b!, bob).ok).toBe(true);
      const statuses = events.flatMap((e) => (e.type === 'putThroughProposal' ? [e.status] : []));
      expect(statuses).toEqual(['proposed', 'proposed', 'rejected', 'cancelled']);
      expect(exchange.confirmPutThrough(a!, bob)).toEqual({ ok: false, reason: 'NOT_AMENDABLE' });
      expect(events.some((e) => e.type === 'putThrough' && e.kind === 'deal')).toBe(false);
    });

    it.each([
      ['below the HOSE minimum', { volume: 19_000 }, '10:00', 'PUT_THROUGH_VOLUME'],
      [
        'HNX minimum of 5,000',
        { symbol: 'SHS', price: 20_000, volume: 4_900 },
        '10:00',
        'PUT_THROUGH_VOLUME',
      ],
      ['outside the band', { price: 107_100 }, '10:00', 'BAND'],
      ['at lunch', {}, '12:00', 'SESSION'],
      ['before the window', {}, '08:45', 'SESSION'],
      ['with oneself', { counterparty: alice }, '10:00', 'OPPOSITE_SIDE'],
      ['inside every rule', {}, '14:50', null],
    ] as const)('refuses a proposal %s', (_name, change, time, reason) => {
      const { exchange } = openExchange(time);
      const result = propose(exchange, change);
      expect(result.ok ? null : result.reason).toBe(reason);
    });

    it('refuses a confirmation outside the window, and expires waiting proposals when it closes', () => {
      const { exchange, events } = openExchange('11:29');
      const result = propose(exchange);
      const id = result.ok ? result.orderId : '';
      exchange.advanceTo(at('12:00'));
      expect(exchange.confirmPutThrough(id, bob)).toEqual({ ok: false, reason: 'SESSION' });
      exchange.advanceTo(at('13:00'));
      expect(exchange.putThroughProposal(id, bob)?.status).toBe('proposed');
      exchange.advanceTo(at('15:00'));
      const expired = events.filter((e) => e.type === 'putThroughProposal' && e.status === 'expired');
      expect(expired).toMatchObject([{ id, time: at('15:00') }]);
      expect(exchange.confirmPutThrough(id, bob)).toEqual({ ok: false, reason: 'NOT_AMENDABLE' });
    });

    it('lists advertisements until withdrawn or the day ends', () => {
      const { exchange } = openExchange('10:00');
      const ad = exchange.advertise({
        symbol: 'FPT',
        side: 'B',
        price: 99_000,
        volume: 50_000,
        owner: alice,
      });
      exchange.advertise({ symbol: 'SHS', side: 'S', price: 21_000, volume: 10_000, owner: bob });
      expect(exchange.advertisements().map((a) => a.symbol)).toEqual(['FPT', 'SHS']);
      expect(exchange.advertisements('FPT')).toMatchObject([{ side: 'B', price: 99_000, volume: 50_000 }]);
      const id = ad.ok ? ad.orderId : '';
      expect(exchange.withdrawAdvertisement(id, bob)).toEqual({ ok: false, reason: 'NOT_FOUND' });
      expect(exchange.withdrawAdvertisement(id, alice).ok).toBe(true);
      expect(exchange.advertisements().map((a) => a.symbol)).toEqual(['SHS']);
      exchange.advanceTo(at('09:00', '2025-05-06'));
      expect(exchange.advertisements()).toEqual([]);
    });
  });
});
