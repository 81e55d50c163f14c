import { INDUSTRIES } from '../reference/industries.ts';
import type { Rng } from '../reference/rng.ts';
import type { StockRef } from '../reference/types.ts';
import type { CompanyProfile } from './types.ts';

const CITIES = [
  ['Hà Nội', 'Hanoi'],
  ['TP. Hồ Chí Minh', 'Ho Chi Minh City'],
  ['Đà Nẵng', 'Da Nang'],
  ['Hải Phòng', 'Hai Phong'],
  ['Bình Dương', 'Binh Duong'],
  ['Đồng Nai', 'Dong Nai'],
  ['Cần Thơ', 'Can Tho'],
  ['Quảng Ninh', 'Quang Ninh'],
] as const;
const STREETS = [
  'Lê Lợi',
  'Nguyễn Huệ',
  'Trần Hưng Đạo',
  'Hai Bà Trưng',
  'Lý Thường Kiệt',
  'Điện Biên Phủ',
  'Nguyễn Văn Linh',
  'Phạm Văn Đồng',
];
const AUDITORS = ['Deloitte Việt Nam', 'PwC Việt Nam', 'KPMG Việt Nam', 'EY Việt Nam', 'A&C', 'AASC'];

/** Company profile; charter capital = listed shares x par. */
export function profile(rng: Rng, stock: StockRef, par: number): CompanyProfile {
  const industry = INDUSTRIES.find((i) => i.slug === stock.industry);
  const [cityVi, cityEn] = rng.pick(CITIES);
  const street = rng.pick(STREETS);
  const number = rng.int(1, 300);
  const established = rng.int(1975, 2012);
  const listed = Math.max(established + 1, rng.int(2000, 2021));
  const sector = industry
    ? { vi: industry.nameVi.toLowerCase(), en: industry.nameEn.toLowerCase() }
    : { vi: '', en: '' };
  return {
    symbol: stock.symbol,
    nameVi: stock.nameVi,
    nameEn: stock.nameEn,
    exchange: stock.exchange,
    industry: stock.industry,
    established: `${established}-${String(rng.int(1, 12)).padStart(2, '0')}-${String(rng.int(1, 28)).padStart(2, '0')}`,
    listingDate: `${listed}-${String(rng.int(1, 12)).padStart(2, '0')}-${String(rng.int(1, 28)).padStart(2, '0')}`,
    charterCapital: stock.listedShares * par,
    listedShares: stock.listedShares,
    outstandingShares:
      stock.listedShares - Math.round((stock.listedShares * rng.uniform() * 0.01) / 100) * 100,
    employees: Math.round(Math.sqrt(stock.listedShares) * (0.2 + rng.uniform())),
    address: { vi: `Số ${number} ${street}, ${cityVi}`, en: `${number} ${street} Street, ${cityEn}` },
    website: `https://www.${stock.symbol.toLowerCase()}.example.vn`,
    auditor: rng.pick(AUDITORS),
    description: {
      vi: `${stock.nameVi} hoạt động trong lĩnh vực ${sector.vi}, thành lập năm ${established} và niêm yết năm ${listed}. Công ty phục vụ khách hàng trong nước và xuất khẩu, với mạng lưới tại ${cityVi} và các tỉnh thành lân cận.`,
      en: `${stock.nameEn} operates in ${sector.en}. Founded in ${established} and listed in ${listed}, it serves domestic and export customers from ${cityEn} and neighbouring provinces.`,
    },
    invented: stock.invented,
    simulated: true,
  };
}
