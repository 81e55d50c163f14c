// Fees and tax of VN30 futures (market-rules §11), from the brokerage's fee schedule (@sen/market
// DEFAULT_FEE_SCHEDULE; a deployment may pass its own):
// - each fill, per contract and side: broker fee 4,000 + HNX exchange fee 2,700 VND, and the tax
//   0.1% x (price x multiplier x contracts x initial margin rate) / 2;
// - each trading day a contract is held overnight (at the daily settlement): VSDC position
//   management 2,550 VND per contract;
// - each month (at the month's last daily settlement): VSDC margin-asset management, 0.0024% of the
//   margin held, at least 100,000 and at most 1,600,000 VND.
// The final settlement at expiry is no trade: it pays no broker or exchange fee and no tax.
import {
  DEFAULT_FEE_SCHEDULE,
  derivativeCollateralFee,
  derivativeTax,
  derivativeTradeFee,
  FUTURES_INITIAL_MARGIN_BPS,
  type FeeSchedule,
} from '@sen/market';

/** VND per futures price unit (prices are index points x 100; 100,000 VND a point). */
const VND_PER_UNIT = 1_000;

export interface FuturesCharges {
  /** Broker plus exchange fee, VND. */
  fee: number;
  /** Tax withheld, VND. */
  tax: number;
}

/**
 * Fee and tax of one futures fill of `contracts` at `price` (units: index points x 100).
 * @example futuresFillCharges(130_000, 1) -> { fee: 6_700, tax: 11_050 }
 */
export function futuresFillCharges(
  price: number,
  contracts: number,
  schedule: FeeSchedule = DEFAULT_FEE_SCHEDULE,
): FuturesCharges {
  const quantity = Math.abs(contracts);
  return {
    fee: derivativeTradeFee(quantity, schedule),
    tax: derivativeTax(
      {
        contractValue: price * VND_PER_UNIT,
        contracts: quantity,
        initialMarginBps: FUTURES_INITIAL_MARGIN_BPS,
      },
      schedule,
    ),
  };
}

/** VSDC position management of `contracts` held over one trading day, VND. */
export function futuresPositionFee(contracts: number, schedule: FeeSchedule = DEFAULT_FEE_SCHEDULE): number {
  return Math.abs(contracts) * schedule.derivativePositionFee;
}

/** VSDC margin-asset management of a month on the margin held, VND (0 without margin). */
export function futuresCollateralFee(margin: number, schedule: FeeSchedule = DEFAULT_FEE_SCHEDULE): number {
  return derivativeCollateralFee(margin, schedule);
}
