import { describe, expect, it } from 'vitest';
import type { ExchangeEvent, RolloverEvent } from '../exchange/events.ts';
import { Exchange } from '../exchange/exchange.ts';
import { alice, at, bob } from '../exchange/test-support.ts';
import type { InstrumentSpec } from '../exchange/types.ts';
import { UnderlyingTape } from './futures-settlement.ts';

// 15 May 2025 is the third Thursday of May: VN30F2505 (the front month) trades its last day.
const EXPIRY = '2025-05-15';
const SERIES: InstrumentSpec[] = (['VN30F1M', 'VN30F2M', 'VN30F1Q', 'VN30F2Q'] as const).map((symbol) => ({
  symbol,
  market: 'DERIV',
  kind: 'future',
  referencePrice: 130_000,
}));

function open(date: string): { exchange: Exchange; events: ExchangeEvent[] } {
  const exchange = new Exchange({ instruments: SERIES, startTime: at('08:30', date) });
  const events: ExchangeEvent[] = [];
  exchange.onEvent((event) => events.push(event));
  return { exchange, events };
}

const rolloverOf = (events: ExchangeEvent[]): RolloverEvent =>
  events.find((event): event is RolloverEvent => event.type === 'rollover')!;

describe('futures daily and final settlement', () => {
  it('averages the last 30 minutes of VN30 without the 3 highest and 3 lowest continuous values', () => {
    const tape = new UnderlyingTape();
    tape.observe(at('14:00', EXPIRY), 1_250); // before the window
    for (let k = 0; k < 15; k += 1) tape.observe(at(`14:${15 + k}`, EXPIRY), 1_300 + k);
    tape.observe(at('14:30', EXPIRY), 1_320);
    tape.observe(at('14:40', EXPIRY), 1_320);
    tape.observe(at('14:45', EXPIRY), 1_330);
    // Kept: 1303..1311 (continuous) and 1320, 1320, 1330 (closing call): 15,733 / 12 = 1,311.08.
    expect(tape.finalSettlementPrice()).toBe(131_108);
    expect(new UnderlyingTape().finalSettlementPrice()).toBeNull();
  });

  it('settles the expiring front month at the final price, rolls the series and prices the new month', () => {
    const { exchange, events } = open(EXPIRY);
    expect(exchange.futuresContract('VN30F1M')).toBe('VN30F2505');
    expect(exchange.futuresContract('VN30F2M')).toBe('VN30F2506');
    // VN30F2M closes at 131,000 in the closing call (its DSP).
    exchange.advanceTo(at('14:31', EXPIRY));
    const buy = { symbol: 'VN30F2M', type: 'LO', price: 131_000, volume: 5 } as const;
    expect(exchange.submit({ ...buy, side: 'B', owner: alice }).ok).toBe(true);
    expect(exchange.submit({ ...buy, side: 'S', owner: bob }).ok).toBe(true);
    exchange.advanceTo(at('14:44', EXPIRY));
    exchange.observeUnderlying(1_312.5);
    exchange.advanceTo(at('14:45', EXPIRY));
    exchange.observeUnderlying(1_314.3);
    exchange.advanceTo(at('08:30', '2025-05-16'));

    const rollover = rolloverOf(events);
    const bySymbol = new Map(rollover.futuresSettlements.map((s) => [s.symbol, s]));
    // Only closing-call values reached the exchange: (1,312.5 + 1,314.3) / 2 = 1,313.40.
    expect(bySymbol.get('VN30F1M')).toEqual({
      symbol: 'VN30F1M',
      contract: 'VN30F2505',
      tradeDate: EXPIRY,
      dailySettlementPrice: 131_340,
      finalSettlementPrice: 131_340,
    });
    expect(bySymbol.get('VN30F2M')).toMatchObject({ contract: 'VN30F2506', dailySettlementPrice: 131_000 });
    expect(bySymbol.get('VN30F2M')!.finalSettlementPrice).toBeNull();

    // The series rolls: June becomes the front month at its DSP, July is new at VN30's last value.
    expect(exchange.futuresContract('VN30F1M')).toBe('VN30F2506');
    expect(exchange.futuresContract('VN30F2M')).toBe('VN30F2507');
    expect(exchange.futuresContract('VN30F1Q')).toBe('VN30F2509');
    const references = new Map(rollover.references.map((r) => [r.symbol, r]));
    expect(references.get('VN30F1M')).toMatchObject({ reference: 131_000, ceiling: 140_170, floor: 121_830 });
    expect(references.get('VN30F2M')!.reference).toBe(131_430);
    expect(references.get('VN30F1Q')!.reference).toBe(130_000);
  });

  it('uses the trimmed window when VN30 is published every minute of the last 30', () => {
    const { exchange, events } = open(EXPIRY);
    for (let k = 0; k < 15; k += 1) {
      exchange.advanceTo(at(`14:${15 + k}`, EXPIRY));
      exchange.observeUnderlying(1_300 + k);
    }
    for (const [time, value] of [
      ['14:30', 1_320],
      ['14:40', 1_320],
      ['14:45', 1_330],
    ] as const) {
      exchange.advanceTo(at(time, EXPIRY));
      exchange.observeUnderlying(value);
    }
    exchange.advanceTo(at('08:30', '2025-05-16'));
    const front = rolloverOf(events).futuresSettlements.find((s) => s.symbol === 'VN30F1M')!;
    expect(front.finalSettlementPrice).toBe(131_108);
  });

  it('moves a quiet contract’s settlement price with VN30, and sets the next reference to the DSP', () => {
    const { exchange, events } = open('2025-05-05');
    exchange.advanceTo(at('14:50', '2025-05-05'));
    exchange.observeUnderlying(1_300);
    exchange.advanceTo(at('14:50', '2025-05-06'));
    exchange.observeUnderlying(1_326); // +2%
    exchange.advanceTo(at('08:30', '2025-05-07'));
    const second = events.filter((event): event is RolloverEvent => event.type === 'rollover')[1]!;
    const quarter = second.futuresSettlements.find((s) => s.symbol === 'VN30F1Q')!;
    expect(quarter).toMatchObject({
      tradeDate: '2025-05-06',
      dailySettlementPrice: 132_600,
      finalSettlementPrice: null,
    });
    expect(second.references.find((r) => r.symbol === 'VN30F1Q')!.reference).toBe(132_600);
  });
});
