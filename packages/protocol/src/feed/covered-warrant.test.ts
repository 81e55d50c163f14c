import { describe, expect, it } from 'vitest';
import { coveredWarrantRowToWarrant, warrantToCoveredWarrantRow } from './covered-warrant.ts';

const row = {
  code: 'CFPT2314',
  issuer: 'SSI',
  expire_date: '25/12/2025',
  firstDate: '01/06/2025',
  underlying: 'FPT',
  ratio: '4:1',
  exercisePrice: 98.5,
  price: 2.15,
  status: 'T',
  breakevenPoint: 107.1,
  uLastPrice: 101.5,
  uRef: 100,
  uCeil: 107,
  uFloor: 93,
};

describe('covered warrant codec', () => {
  it('reads a /getCW row', () => {
    expect(coveredWarrantRowToWarrant(row)).toEqual({
      ok: true,
      value: {
        symbol: 'CFPT2314',
        issuer: 'SSI',
        underlying: 'FPT',
        ratio: 4,
        exercisePrice: 98_500,
        firstTradingDate: '2025-06-01',
        lastTradingDate: '2025-12-23',
        maturityDate: '2025-12-25',
        price: 2_150,
        status: 'T',
        breakevenPoint: 107_100,
        underlyingLast: 101_500,
        underlyingRef: 100_000,
        underlyingCeiling: 107_000,
        underlyingFloor: 93_000,
      },
    });
  });

  it('accepts the synonyms symbol, lastTradingDate and a plain ratio', () => {
    const { code: _c, expire_date: _e, ...rest } = row;
    const parsed = coveredWarrantRowToWarrant({
      ...rest,
      symbol: 'CFPT2314',
      lastTradingDate: '2025-12-25',
      ratio: 4,
    });
    expect(
      parsed.ok && [
        parsed.value.symbol,
        parsed.value.lastTradingDate,
        parsed.value.maturityDate,
        parsed.value.ratio,
      ],
    ).toEqual(['CFPT2314', '2025-12-25', '2025-12-29', 4]);
  });

  it('reads expire_date as the maturity date and lastTradingDate as the last trading date', () => {
    const parsed = coveredWarrantRowToWarrant({
      ...row,
      expire_date: '29/12/2025',
      lastTradingDate: '24/12/2025',
    });
    expect(parsed.ok && [parsed.value.lastTradingDate, parsed.value.maturityDate]).toEqual([
      '2025-12-24',
      '2025-12-29',
    ]);
    if (!parsed.ok) return;
    expect(warrantToCoveredWarrantRow(parsed.value)).toMatchObject({
      expire_date: '29/12/2025',
      lastTradingDate: '24/12/2025',
    });
  });

  it('round-trips', () => {
    const first = coveredWarrantRowToWarrant(row);
    if (!first.ok) throw new Error(first.error);
    expect(
      coveredWarrantRowToWarrant(JSON.parse(JSON.stringify(warrantToCoveredWarrantRow(first.value)))),
    ).toEqual(first);
  });

  it.each([
    ['no code', { code: undefined }],
    ['bad date', { expire_date: '2025/12/25' }],
    ['zero ratio', { ratio: '0:1' }],
    ['word ratio', { ratio: 'four' }],
    ['negative price', { price: -1 }],
  ])('rejects %s', (_name, patch) => {
    expect(coveredWarrantRowToWarrant({ ...row, ...patch }).ok).toBe(false);
  });
});
