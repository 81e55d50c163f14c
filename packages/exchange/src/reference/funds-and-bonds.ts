import { addDays, onOrAfterTradingDay } from '@sen/market';
import type { Rng } from './rng.ts';
import type { BondRef, EtfRef } from './types.ts';

// [symbol, Vietnamese name, English name, benchmark, price (VND), units (million)]
const ETFS: readonly (readonly [string, string, string, string, number, number])[] = [
  ['E1VFVN30', 'Quỹ ETF DCVFMVN30', 'DCVFMVN30 ETF', 'VN30', 26_500, 180],
  ['FUEVFVND', 'Quỹ ETF DCVFMVN DIAMOND', 'DCVFMVN Diamond ETF', 'VN Diamond', 33_000, 420],
  ['FUESSVFL', 'Quỹ ETF SSIAM VNFIN LEAD', 'SSIAM VNFIN LEAD ETF', 'VNFIN LEAD', 22_000, 95],
  ['FUESSV30', 'Quỹ ETF SSIAM VN30', 'SSIAM VN30 ETF', 'VN30', 19_000, 12],
  ['FUESSV50', 'Quỹ ETF SSIAM VNX50', 'SSIAM VNX50 ETF', 'VNX50', 23_000, 6],
  ['FUEVN100', 'Quỹ ETF VINACAPITAL VN100', 'VinaCapital VN100 ETF', 'VN100', 21_000, 14],
  ['FUEKIV30', 'Quỹ ETF KIM GROWTH VN30', 'KIM Growth VN30 ETF', 'VN30', 9_500, 30],
  ['FUEMAV30', 'Quỹ ETF MAFM VN30', 'MAFM VN30 ETF', 'VN30', 17_500, 8],
  ['FUEDCMID', 'Quỹ ETF DCVFMVNMIDCAP', 'DCVFMVNMIDCAP ETF', 'VNMID', 13_500, 20],
  ['FUEKIVFS', 'Quỹ ETF KIM GROWTH VNFINSELECT', 'KIM Growth VNFINSELECT ETF', 'VNFIN SELECT', 15_500, 10],
  ['FUEIP100', 'Quỹ ETF IPAAM VN100', 'IPAAM VN100 ETF', 'VN100', 9_000, 5],
  ['FUEBFVND', 'Quỹ ETF BVFVN DIAMOND', 'BVF VN Diamond ETF', 'VN Diamond', 25_000, 7],
  ['FUEFCV50', 'Quỹ ETF FPT CAPITAL VNX50', 'FPT Capital VNX50 ETF', 'VNX50', 14_000, 4],
  ['FUEKIVND', 'Quỹ ETF KIM GROWTH DIAMOND', 'KIM Growth Diamond ETF', 'VN Diamond', 12_500, 9],
];

/** The listed ETFs (HOSE, tick 10). */
export function generateEtfs(): EtfRef[] {
  return ETFS.map(([symbol, nameVi, nameEn, benchmark, price, units], index) => ({
    symbol,
    exchange: 'HSX',
    nameVi,
    nameEn,
    benchmark,
    listedShares: units * 1e6,
    refPrice: price,
    popularity: Math.round((1 - index / ETFS.length) * 1000) / 1000,
    tick: 10,
    simulated: true,
  }));
}

// [issuer ticker, Vietnamese name, English name]
const BOND_ISSUERS: readonly (readonly [string, string, string])[] = [
  ['VIC', 'Tập đoàn Vingroup', 'Vingroup'],
  ['VHM', 'Vinhomes', 'Vinhomes'],
  ['MSN', 'Masan', 'Masan'],
  ['NVL', 'No Va Land', 'No Va Land'],
  ['HPG', 'Hòa Phát', 'Hoa Phat'],
  ['VPB', 'VPBank', 'VPBank'],
  ['TCB', 'Techcombank', 'Techcombank'],
  ['SSI', 'Chứng khoán SSI', 'SSI Securities'],
  ['GEX', 'GELEX', 'GELEX'],
  ['PDR', 'Phát Đạt', 'Phat Dat'],
  ['KDH', 'Khang Điền', 'Khang Dien'],
  ['VJC', 'VietJet', 'Vietjet'],
];

/** Listed corporate bonds (HNX), par 100,000 VND, codes issuer + 1 + YY + sequence. */
export function generateBonds(rng: Rng, asOf: string): BondRef[] {
  return BOND_ISSUERS.map(([issuer, nameVi, nameEn], index) => {
    const tenorYears = rng.int(2, 7);
    const issueDate = onOrAfterTradingDay(addDays(asOf, -rng.int(60, 700)));
    const year = Number(issueDate.slice(0, 4));
    const maturityDate = onOrAfterTradingDay(
      `${year + tenorYears}${issueDate.slice(4)}`.replace('-02-29', '-02-28'),
    );
    const coupon = Math.round((0.075 + 0.035 * rng.uniform()) * 10_000) / 10_000;
    const seq = String(index + 1).padStart(3, '0');
    return {
      symbol: `${issuer}1${issueDate.slice(2, 4)}${seq}`,
      issuer,
      nameVi: `Trái phiếu ${nameVi} ${issueDate.slice(0, 4)} kỳ hạn ${tenorYears} năm`,
      nameEn: `${nameEn} ${issueDate.slice(0, 4)} ${tenorYears}-year bond`,
      exchange: 'HNX',
      coupon,
      couponFrequency: rng.pick([1, 2, 4] as const),
      par: 100_000,
      issueDate,
      maturityDate,
      outstanding: rng.int(5, 40) * 100_000,
      simulated: true,
    };
  });
}
