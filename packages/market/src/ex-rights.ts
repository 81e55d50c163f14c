// The reference price of an ex-date (ngày giao dịch không hưởng quyền): the previous close adjusted
// for what a buyer on that day no longer receives, by the formula HOSE and HNX apply (QĐ quy chế
// giao dịch, "điều chỉnh giá tham chiếu"):
//
//   reference = (close - cash dividend + rights price x rights ratio) / (1 + stock ratio + rights ratio)
//
// where ratios are new shares per share held (a stock dividend or bonus issue of 100:10 is 0.1; a
// rights issue of 2:1 is 0.5). The exchanges publish the result in whole tens of VND (the nearest
// ten; a tie goes down, as in the POT notices of 2023 and 2025 below); it need not lie on the price
// step: bands and orders round to the step from it.

/** What an ex-date takes away from a share. */
export interface ExRightsAction {
  /** Cash dividend per share, VND. */
  readonly cash?: number;
  /** New shares per share held (stock dividend, bonus shares), e.g. 0.1 for 100:10. */
  readonly stockRatio?: number;
  /** New shares per share held that may be bought at `rightsPrice`, e.g. 0.5 for 2:1. */
  readonly rightsRatio?: number;
  /** VND per new share of the rights issue. */
  readonly rightsPrice?: number;
}

/**
 * The adjusted reference of an ex-date from the previous close (VND), in whole tens of VND.
 * @example exRightsReference(34_100, { cash: 1_000 }) === 33_100 // HMS, 23/10/2025, 10% cash
 * @example exRightsReference(33_400, { stockRatio: 0.7 }) === 19_650 // VNA, 28/06/2024, bonus 100:70
 */
export function exRightsReference(close: number, action: ExRightsAction): number {
  const cash = action.cash ?? 0;
  const stock = action.stockRatio ?? 0;
  const rights = action.rightsRatio ?? 0;
  const raw = (close - cash + (action.rightsPrice ?? 0) * rights) / (1 + stock + rights);
  // Tens, a tie going down; the epsilon keeps 18,165.000000002 a tie.
  const tens = Math.ceil(raw / 10 - 0.5 - 1e-9);
  return Math.max(10, tens * 10);
}

/** 'a:b' (b new shares for a held) as b / a, e.g. '100:10' -> 0.1, '2:1' -> 0.5; 0 when malformed. */
export function ratioOfShares(text: string): number {
  const [held, got] = text.split(':').map(Number);
  return held !== undefined && got !== undefined && held > 0 && got > 0 ? got / held : 0;
}
