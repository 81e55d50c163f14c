import type { Industry, IndustrySlug } from './types.ts';

/** The product spec's 20 industries, in board order. */
export const INDUSTRIES: readonly Industry[] = [
  { slug: 'bds', sequence: 1, nameVi: 'Bất động sản', nameEn: 'Real estate' },
  { slug: 'cb-kb', sequence: 2, nameVi: 'Cảng biển - Kho bãi', nameEn: 'Seaports and warehousing' },
  { slug: 'congnghe', sequence: 3, nameVi: 'Công nghệ', nameEn: 'Technology' },
  { slug: 'congnghiep', sequence: 4, nameVi: 'Công nghiệp', nameEn: 'Industrials' },
  { slug: 'daukhi', sequence: 5, nameVi: 'Dầu khí', nameEn: 'Oil and gas' },
  { slug: 'dvtc', sequence: 6, nameVi: 'Dịch vụ tài chính', nameEn: 'Financial services' },
  { slug: 'dvtd', sequence: 7, nameVi: 'Dịch vụ tiêu dùng', nameEn: 'Consumer services' },
  { slug: 'd-n-kd', sequence: 8, nameVi: 'Điện - Nước - Khí đốt', nameEn: 'Power, water and gas utilities' },
  { slug: 'ht', sequence: 9, nameVi: 'Hạ tầng - Giao thông', nameEn: 'Infrastructure and transport' },
  { slug: 'htd', sequence: 10, nameVi: 'Hàng tiêu dùng', nameEn: 'Consumer goods' },
  { slug: 'hoachat', sequence: 11, nameVi: 'Hóa chất', nameEn: 'Chemicals' },
  { slug: 'khaikhoang', sequence: 12, nameVi: 'Khai khoáng', nameEn: 'Mining' },
  { slug: 'taichinh', sequence: 13, nameVi: 'Ngân hàng - Tài chính', nameEn: 'Banking and finance' },
  { slug: 'ot-pt', sequence: 14, nameVi: 'Ô tô - Phụ tùng', nameEn: 'Automobiles and parts' },
  { slug: 'sxg-bb', sequence: 15, nameVi: 'Sản xuất giấy - Bao bì', nameEn: 'Paper and packaging' },
  { slug: 'thep', sequence: 16, nameVi: 'Thép', nameEn: 'Steel' },
  { slug: 'nongnghiep', sequence: 17, nameVi: 'Nông nghiệp - Thủy sản', nameEn: 'Agriculture and seafood' },
  { slug: 'vtb', sequence: 18, nameVi: 'Vận tải biển', nameEn: 'Shipping' },
  { slug: 'xaydung', sequence: 19, nameVi: 'Xây dựng - Vật liệu', nameEn: 'Construction and materials' },
  { slug: 'yte', sequence: 20, nameVi: 'Y tế - Dược phẩm', nameEn: 'Healthcare and pharmaceuticals' },
];

const SLUGS = new Set<string>(INDUSTRIES.map((industry) => industry.slug));

/** True when the string is one of the 20 industry slugs. */
export function isIndustrySlug(value: string): value is IndustrySlug {
  return SLUGS.has(value);
}
