// A bond as the bond service lists it, for the bond screens' tests: VHM125002 unless overridden.
import type { BondInfo } from '@sen/protocol';

export const testBond = (overrides: Partial<BondInfo> = {}): BondInfo => ({
  symbol: 'VHM125002',
  issuer: 'VHM',
  nameVi: 'Trái phiếu Vinhomes 2025 kỳ hạn 3 năm',
  nameEn: 'Vinhomes 2025 3-year bond',
  simulated: true,
  rating: 'BBB',
  par: 100_000,
  coupon: 0.0827,
  frequency: 1,
  issueDate: '2025-07-02',
  maturityDate: '2028-07-03',
  nextCouponDate: '2027-07-03',
  minAmount: 10_000_000,
  available: 44_000,
  offered: true,
  tradeDate: '2026-11-26',
  sellYield: 0.0825,
  buyBackYield: 0.0835,
  cleanPrice: 99_950,
  accrued: 3_308,
  buyBackPrice: 99_805,
  termYields: [
    { months: 3, yield: 0.0647 },
    { months: null, yield: 0.0765 },
  ],
  ...overrides,
});
