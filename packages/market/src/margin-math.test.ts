import { describe, expect, it } from 'vitest';
import {
  checkMarginBuy,
  forceSellPlan,
  forceSellValue,
  marginBuyingPower,
  marginRatioBps,
  marginStatusOf,
  ratioAfterSale,
  saleBreaksRatio,
} from './margin-math.ts';

const BIG = 1e12;

describe('marginBuyingPower', () => {
  it.each([
    // cash, lend, credit left, room left -> power, loan, limited by
    [200_000_000, 5_000, BIG, BIG, 400_000_000, 200_000_000, 'ratio'],
    [200_000_000, 4_000, BIG, BIG, 333_333_333, 133_333_333, 'ratio'],
    [200_000_000, 3_000, BIG, BIG, 285_714_285, 85_714_285, 'ratio'],
    [200_000_000, 0, BIG, BIG, 200_000_000, 0, 'ratio'],
    [200_000_000, 5_000, 50_000_000, BIG, 250_000_000, 50_000_000, 'credit'],
    [200_000_000, 5_000, BIG, 10_000_000, 210_000_000, 10_000_000, 'room'],
    [200_000_000, 5_000, -5, BIG, 200_000_000, 0, 'credit'],
    [0, 5_000, BIG, BIG, 0, 0, 'ratio'],
  ] as const)(
    'cash %d lend %d credit %d room %d: power %d',
    (cash, lendBps, creditLeft, roomLeft, power, loan, by) => {
      expect(marginBuyingPower({ cash, lendBps, creditLeft, roomLeft })).toEqual({
        power,
        loan,
        limitedBy: by,
      });
    },
  );
});

describe('marginBuyingPower with holdings', () => {
  it.each([
    // cash, collateral, liabilities -> power at 50%: buying in parts reaches the same total
    ['all cash (100 M) spent on a 50% stock, nothing borrowed yet', 0, 50_000_000, 0, 100_000_000],
    ['half of 100 M spent on it', 50_000_000, 25_000_000, 0, 150_000_000],
    ['100 M of cash spent and 60 M borrowed on it', 0, 80_000_000, 60_000_000, 40_000_000],
    ['fully borrowed (200 M own, 200 M lent)', 0, 200_000_000, 200_000_000, 0],
    ['collateral under the debt (a margin call)', 0, 90_000_000, 100_000_000, 0],
  ] as const)('%s', (_name, cash, collateral, liabilities, power) => {
    const input = { cash, lendBps: 5_000, creditLeft: BIG, roomLeft: BIG, collateral, liabilities };
    expect(marginBuyingPower(input).power).toBe(power);
  });
});

describe('checkMarginBuy', () => {
  const account = { cash: 200_000_000, lendBps: 5_000, creditLeft: BIG, roomLeft: BIG };
  it.each([
    // the case: 2,500 FPT at 118,000 (295 M with the block's fee margin) under 400 M
    ['cash covers it', 150_000_000, account, { ok: true, credit: 0 }],
    ['2,500 FPT at 118,000', 296_035_000, account, { ok: true, credit: 96_035_000 }],
    ['exactly the power', 400_000_000, account, { ok: true, credit: 200_000_000 }],
    ['one dong over', 400_000_001, account, { ok: false, code: -6012 }],
    ['not marginable', 200_000_001, { ...account, lendBps: 0 }, { ok: false, code: -6012 }],
    ['room runs out', 300_000_000, { ...account, roomLeft: 1_000 }, { ok: false, code: -6045 }],
    ['credit runs out', 300_000_000, { ...account, creditLeft: 1_000 }, { ok: false, code: -6012 }],
  ] as const)('%s', (_name, amount, input, expected) => {
    expect(checkMarginBuy(amount, input)).toEqual(expected);
  });
});

describe('marginRatioBps and status', () => {
  const levels = { callBps: 4_000, forceSellBps: 3_000 };
  it.each([
    // market value, cash, debt -> ratio bps, status
    [400_000_000, 0, 200_000_000, 5_000, 'normal'],
    [300_000_000, 0, 200_000_000, 3_333, 'call'],
    [250_000_000, 0, 200_000_000, 2_000, 'force-sell'],
    [300_000_000, 50_000_000, 200_000_000, 5_000, 'normal'], // cash nets the debt: (300 - 150) / 300
    [300_000_000, 250_000_000, 200_000_000, 10_000, 'normal'], // cash beyond the debt: no net debt
    [100_000_000, 0, 150_000_000, -5_000, 'force-sell'], // debt beyond the assets
    [0, 0, 0, 10_000, 'normal'],
  ] as const)('value %d cash %d debt %d: %d bps, %s', (marketValue, cash, debt, ratio, status) => {
    const bps = marginRatioBps({ marketValue, cash, debt });
    expect(bps).toBe(ratio);
    expect(marginStatusOf(bps, levels)).toBe(status);
  });
});

describe('sales, buys and force-sell size', () => {
  it.each([
    // value, debt, target, cost -> value to sell; ratio afterwards at least the target
    [100_000_000, 75_000_000, 4_000, 0, 37_500_000],
    [100_000_000, 75_000_000, 4_000, 45, 37_936_676],
    [300_000_000, 200_000_000, 4_000, 45, 50_598_901],
    [400_000_000, 200_000_000, 4_000, 45, 0],
    [100_000_000, 120_000_000, 4_000, 45, 100_000_000], // cannot be restored: sell everything
  ] as const)(
    'value %d debt %d to %d bps (cost %d bps): sell %d',
    (marketValue, debt, target, cost, sell) => {
      const p = { marketValue, cash: 0, debt };
      expect(forceSellValue(p, target, cost)).toBe(sell);
      if (sell > 0 && sell < marketValue) {
        expect(ratioAfterSale(p, sell, cost)).toBeGreaterThanOrEqual(target);
        expect(ratioAfterSale(p, sell - Math.ceil(marketValue / 10_000), cost)).toBeLessThan(target);
      }
    },
  );

  it('plans force-sells in lots, largest holding first', () => {
    expect(
      forceSellPlan(
        [
          { symbol: 'VNM', available: 1_000, price: 60_000 },
          { symbol: 'FPT', available: 2_500, price: 100_000 },
          { symbol: 'HPG', available: 0, price: 25_000 },
        ],
        260_000_000,
      ),
    ).toEqual([
      { symbol: 'FPT', volume: 2_500, price: 100_000 },
      { symbol: 'VNM', volume: 200, price: 60_000 },
    ]);
    expect(forceSellPlan([{ symbol: 'FPT', available: 2_550, price: 100_000 }], 30_000_000)).toEqual([
      { symbol: 'FPT', volume: 300, price: 100_000 },
    ]);
    expect(forceSellPlan([{ symbol: 'FPT', available: 50, price: 100_000 }], 30_000_000)).toEqual([
      { symbol: 'FPT', volume: 50, price: 100_000 },
    ]);
  });

  it.each([
    // ratio bps before, sale value, cost bps -> refused
    [
      'a sale that repays debt',
      { marketValue: 300_000_000, cash: 0, debt: 200_000_000 },
      50_000_000,
      45,
      false,
    ],
    [
      'a sale at a ratio under its fees',
      { marketValue: 100_000_000, cash: 0, debt: 99_990_000 },
      50_000_000,
      45,
      true,
    ],
    ['no debt', { marketValue: 100_000_000, cash: 0, debt: 0 }, 50_000_000, 45, false],
  ] as const)('%s', (_name, p, value, cost, refused) => {
    expect(saleBreaksRatio(p, value, cost, 4_000)).toBe(refused);
  });
});
