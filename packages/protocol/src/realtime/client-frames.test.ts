import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { encodeClientFrame, parseClientFrame, PING_FRAME, type ClientFrame } from './client-frames.ts';

describe('regs client frames', () => {
  it.each<[string, ClientFrame]>([
    ['{"action":"join","data":"FPT,VNM"}', { type: 'join', symbols: ['FPT', 'VNM'], oddLot: [] }],
    ['{"action":"join","list":"fpt, vnm,"}', { type: 'join', symbols: ['FPT', 'VNM'], oddLot: [] }],
    ['{"action":"leave","data":"FPT"}', { type: 'leave', symbols: ['FPT'], oddLot: [] }],
    ['{"action":"join","data":"ODD_HSX"}', { type: 'join', symbols: [], oddLot: ['ODD_HSX'] }],
    ['{"action":"join","data":"FPT,S"}', { type: 'join-depth', symbol: 'FPT', side: 'S' }],
    ['{"action":"leave","data":"VN30F1M,B"}', { type: 'leave-depth', symbol: 'VN30F1M', side: 'B' }],
    ['{"action":"ping","mode":"sync","data":" "}', { type: 'ping', mode: 'sync' }],
    [
      '{"action":"register","data":{"user":"u","session":"s"}}',
      { type: 'register', user: 'u', session: 's' },
    ],
    ['{"action":"ListAccount"}', { type: 'list-account' }],
    ['{"action":"getSymbolInfo","data":" fpt "}', { type: 'symbol-info', symbol: 'FPT' }],
  ])('parses %s', (raw, frame) => {
    expect(parseClientFrame(raw)).toEqual({ ok: true, value: frame });
  });

  it('round-trips every frame through its encoding', () => {
    const frames: ClientFrame[] = [
      { type: 'join', symbols: ['FPT', 'VNM'], oddLot: ['ODD_HNX'] },
      { type: 'leave', symbols: ['HPG'], oddLot: [] },
      { type: 'join-depth', symbol: 'FPT', side: 'B' },
      { type: 'leave-depth', symbol: 'FPT', side: 'S' },
      { type: 'ping', mode: 'sync' },
      { type: 'register', user: 'u', session: 's' },
      { type: 'list-account' },
      { type: 'symbol-info', symbol: 'VN30F1M' },
    ];
    for (const frame of frames)
      expect(parseClientFrame(encodeClientFrame(frame))).toEqual({ ok: true, value: frame });
    expect(PING_FRAME).toBe('{"action":"ping","mode":"sync","data":" "}');
  });

  it('round-trips random joins and leaves', () => {
    const symbols = fc.uniqueArray(fc.stringMatching(/^[A-Z0-9]{3,12}$/), { minLength: 3, maxLength: 50 });
    fc.assert(
      fc.property(
        fc.constantFrom('join' as const, 'leave' as const),
        symbols,
        fc.subarray(['ODD_HSX' as const, 'ODD_HNX' as const]),
        (type, list, oddLot) => {
          const frame: ClientFrame = { type, symbols: list, oddLot };
          expect(parseClientFrame(encodeClientFrame(frame))).toEqual({ ok: true, value: frame });
        },
      ),
    );
  });

  it.each([
    ['not JSON', '{"action":'],
    ['unknown action', '{"action":"subscribe","data":"FPT"}'],
    ['no list', '{"action":"join"}'],
    ['empty list', '{"action":"join","data":" , "}'],
    ['bad symbol', '{"action":"join","data":"FPT,V-N"}'],
    ['bad depth symbol', '{"action":"join","data":"F$T,S"}'],
    ['register without session', '{"action":"register","data":{"user":"u"}}'],
    ['getSymbolInfo without a symbol', '{"action":"getSymbolInfo"}'],
    ['getSymbolInfo with a bad symbol', '{"action":"getSymbolInfo","data":"F$T"}'],
    ['getSymbolInfo with an object', '{"action":"getSymbolInfo","data":{"symbol":"FPT"}}'],
    ['oversized', JSON.stringify({ action: 'join', data: 'A'.repeat(40_000) })],
    [
      'too many symbols',
      JSON.stringify({ action: 'join', data: Array.from({ length: 2001 }, (_, i) => `S${i}`).join(',') }),
    ],
    ['a number', 42],
  ])('rejects %s', (_name, raw) => {
    const parsed = parseClientFrame(raw);
    expect(parsed.ok).toBe(false);
    if (!parsed.ok) expect(parsed.error.length).toBeGreaterThan(0);
  });
});
