// Fees and taxes as data (market-rules §11): brokers set their own schedules and the tax regime may
// change (a 20% tax on gains is proposed), so every rate here is a default a deployment can replace.

/** One tier of a value-based fee: the rate applies when the day's value is at least `fromValue` VND. */
export interface FeeTier {
  readonly fromValue: number;
  /** Rate in basis points (15 = 0.15%). */
  readonly rateBps: number;
}

/** Fee and tax settings of a brokerage. */
export interface FeeSchedule {
  /** Brokerage fee of stocks, funds and warrants by the day's traded value, lowest tier first. */
  readonly stockTiers: readonly FeeTier[];
  /** Personal income tax withheld on every sale, in basis points of the sale value. */
  readonly saleTaxBps: number;
  /** Derivatives: broker fee per contract per side, VND. */
  readonly derivativeBrokerFee: number;
  /** Derivatives: exchange fee per contract, VND. */
  readonly derivativeExchangeFee: number;
  /** Derivatives: VSDC position management fee per contract per account per day, VND. */
  readonly derivativePositionFee: number;
  /** Derivatives: tax rate in basis points, applied to half the initial-margin value of the trade. */
  readonly derivativeTaxBps: number;
  /** Derivatives: VSDC margin-asset management fee per month, fraction of the margin assets (0.0024%). */
  readonly derivativeCollateralRate: number;
  /** Derivatives: lowest and highest VSDC margin-asset management fee of a month, VND. */
  readonly derivativeCollateralMin: number;
  readonly derivativeCollateralMax: number;
}

/**
 * Sen's default schedule: the tiered brokerage of a large broker's published schedule (0.35% below
 * 100 million ... 0.15% from 1 billion), 0.1% tax on sales, VFS-style derivatives fees.
 */
export const DEFAULT_FEE_SCHEDULE: FeeSchedule = {
  stockTiers: [
    { fromValue: 0, rateBps: 35 },
    { fromValue: 100_000_000, rateBps: 30 },
    { fromValue: 300_000_000, rateBps: 25 },
    { fromValue: 500_000_000, rateBps: 20 },
    { fromValue: 1_000_000_000, rateBps: 15 },
  ],
  saleTaxBps: 10,
  derivativeBrokerFee: 4_000,
  derivativeExchangeFee: 2_700,
  derivativePositionFee: 2_550,
  derivativeTaxBps: 10,
  derivativeCollateralRate: 0.000_024,
  derivativeCollateralMin: 100_000,
  derivativeCollateralMax: 1_600_000,
};

/**
 * The highest brokerage rate of a schedule (bps): a buy blocks its value plus this, so any fill is
 * covered, e.g. maxStockFeeRateBps() === 35.
 */
export function maxStockFeeRateBps(schedule: FeeSchedule = DEFAULT_FEE_SCHEDULE): number {
  return Math.max(0, ...schedule.stockTiers.map((tier) => tier.rateBps));
}

/** Rate in basis points of the tier a day's traded value falls in. */
export function stockFeeRateBps(dayValue: number, schedule: FeeSchedule = DEFAULT_FEE_SCHEDULE): number {
  let rate = schedule.stockTiers[0]?.rateBps ?? 0;
  for (const tier of schedule.stockTiers) if (dayValue >= tier.fromValue) rate = tier.rateBps;
  return rate;
}

/**
 * Brokerage fee of a stock trade in whole VND, at the tier of the day's total value (the trade's own value by default).
 * @example stockFee(50_000_000) === 175_000 (0.35%)
 */
export function stockFee(
  value: number,
  dayValue = value,
  schedule: FeeSchedule = DEFAULT_FEE_SCHEDULE,
): number {
  return Math.round((value * stockFeeRateBps(dayValue, schedule)) / 10_000);
}

/** Tax withheld on a sale in whole VND, e.g. saleTax(100_000_000) === 100_000 (0.1%). */
export function saleTax(saleValue: number, schedule: FeeSchedule = DEFAULT_FEE_SCHEDULE): number {
  return Math.round((saleValue * schedule.saleTaxBps) / 10_000);
}

/** Broker plus exchange fee of a derivatives trade in VND, e.g. derivativeTradeFee(3) === 20_100. */
export function derivativeTradeFee(contracts: number, schedule: FeeSchedule = DEFAULT_FEE_SCHEDULE): number {
  return contracts * (schedule.derivativeBrokerFee + schedule.derivativeExchangeFee);
}

/**
 * Derivatives tax in whole VND: rate x (contract value x initial-margin rate) / 2 (market-rules §11).
 * @example derivativeTax({ contractValue: 130_000_000, contracts: 1, initialMarginBps: 1_700 }) === 11_050
 */
export function derivativeTax(
  {
    contractValue,
    contracts,
    initialMarginBps,
  }: { contractValue: number; contracts: number; initialMarginBps: number },
  schedule: FeeSchedule = DEFAULT_FEE_SCHEDULE,
): number {
  const marginValue = (contractValue * contracts * initialMarginBps) / 10_000;
  return Math.round((marginValue * schedule.derivativeTaxBps) / 10_000 / 2);
}

/**
 * VSDC margin-asset management fee of a month in whole VND: 0.0024% of the margin assets, at least
 * 100,000 and at most 1,600,000 (market-rules §11); nothing without margin assets.
 * @example derivativeCollateralFee(22_100_000) === 100_000; derivativeCollateralFee(10_000_000_000) === 240_000
 */
export function derivativeCollateralFee(
  marginAssets: number,
  schedule: FeeSchedule = DEFAULT_FEE_SCHEDULE,
): number {
  if (!(marginAssets > 0)) return 0;
  const fee = Math.round(marginAssets * schedule.derivativeCollateralRate);
  return Math.min(schedule.derivativeCollateralMax, Math.max(schedule.derivativeCollateralMin, fee));
}

/** Initial margin rate of VN30 futures, basis points of the contract value (17%, market-rules §6.3). */
export const FUTURES_INITIAL_MARGIN_BPS = 1_700;
