import type { IndustrySlug } from './types.ts';
import type { Rng } from './rng.ts';

// Place names and descriptors for invented companies; the pairs keep Vietnamese and English aligned.
const PLACES: readonly (readonly [string, string])[] = [
  ['Sông Hồng', 'Song Hong'],
  ['Cửu Long', 'Cuu Long'],
  ['Tây Nguyên', 'Tay Nguyen'],
  ['Đồng Nai', 'Dong Nai'],
  ['Bình Dương', 'Binh Duong'],
  ['Hải Phòng', 'Hai Phong'],
  ['Quảng Ninh', 'Quang Ninh'],
  ['Nghệ An', 'Nghe An'],
  ['Thanh Hóa', 'Thanh Hoa'],
  ['Đà Nẵng', 'Da Nang'],
  ['Khánh Hòa', 'Khanh Hoa'],
  ['Cần Thơ', 'Can Tho'],
  ['Long An', 'Long An'],
  ['Bắc Ninh', 'Bac Ninh'],
  ['Hà Nam', 'Ha Nam'],
  ['Phú Yên', 'Phu Yen'],
  ['Lâm Đồng', 'Lam Dong'],
  ['An Giang', 'An Giang'],
  ['Vĩnh Phúc', 'Vinh Phuc'],
  ['Thái Bình', 'Thai Binh'],
  ['Sài Gòn', 'Saigon'],
  ['Thăng Long', 'Thang Long'],
  ['Hương Giang', 'Huong Giang'],
  ['Trường Sơn', 'Truong Son'],
  ['Bến Thành', 'Ben Thanh'],
  ['Hạ Long', 'Ha Long'],
  ['Tiền Giang', 'Tien Giang'],
  ['Bình Định', 'Binh Dinh'],
  ['Kiên Giang', 'Kien Giang'],
  ['Hòa Bình', 'Hoa Binh'],
  ['Việt Bắc', 'Viet Bac'],
  ['Nam Sông Hậu', 'Nam Song Hau'],
];

const DESCRIPTORS: Readonly<Record<IndustrySlug, readonly (readonly [string, string])[]>> = {
  bds: [
    ['Đầu tư Địa ốc', 'Real Estate Investment'],
    ['Phát triển Đô thị', 'Urban Development'],
    ['Khu Công nghiệp', 'Industrial Park'],
  ],
  'cb-kb': [
    ['Cảng', 'Port'],
    ['Kho vận', 'Logistics'],
    ['Dịch vụ Cảng biển', 'Seaport Services'],
  ],
  congnghe: [
    ['Công nghệ Thông tin', 'Information Technology'],
    ['Viễn thông', 'Telecommunications'],
    ['Phần mềm', 'Software'],
  ],
  congnghiep: [
    ['Cơ khí', 'Engineering'],
    ['Thiết bị Điện', 'Electrical Equipment'],
    ['Công nghiệp', 'Industries'],
  ],
  daukhi: [
    ['Dịch vụ Dầu khí', 'Petroleum Services'],
    ['Xăng dầu', 'Petroleum Trading'],
    ['Khí hóa lỏng', 'LPG'],
  ],
  dvtc: [
    ['Chứng khoán', 'Securities'],
    ['Bảo hiểm', 'Insurance'],
    ['Quản lý Quỹ', 'Fund Management'],
  ],
  dvtd: [
    ['Thương mại', 'Trading'],
    ['Du lịch', 'Tourism'],
    ['Dịch vụ Bán lẻ', 'Retail Services'],
  ],
  'd-n-kd': [
    ['Thủy điện', 'Hydropower'],
    ['Cấp nước', 'Water Supply'],
    ['Năng lượng', 'Energy'],
  ],
  ht: [
    ['Đầu tư Hạ tầng', 'Infrastructure Investment'],
    ['Vận tải', 'Transport'],
    ['Xây dựng Cầu đường', 'Bridge and Road'],
  ],
  htd: [
    ['Thực phẩm', 'Foods'],
    ['Dệt may', 'Textile and Garment'],
    ['Bánh kẹo', 'Confectionery'],
  ],
  hoachat: [
    ['Hóa chất', 'Chemicals'],
    ['Phân bón', 'Fertilizer'],
    ['Nhựa', 'Plastics'],
  ],
  khaikhoang: [
    ['Khoáng sản', 'Minerals'],
    ['Than', 'Coal'],
    ['Đá xây dựng', 'Building Stone'],
  ],
  taichinh: [
    ['Đầu tư Tài chính', 'Financial Investment'],
    ['Tài chính', 'Finance'],
    ['Cho thuê Tài chính', 'Leasing'],
  ],
  'ot-pt': [
    ['Ô tô', 'Motors'],
    ['Phụ tùng', 'Auto Parts'],
    ['Xe máy', 'Motorcycles'],
  ],
  'sxg-bb': [
    ['Giấy', 'Paper'],
    ['Bao bì', 'Packaging'],
    ['Gỗ', 'Wood'],
  ],
  thep: [
    ['Thép', 'Steel'],
    ['Kim khí', 'Metals'],
    ['Ống thép', 'Steel Pipe'],
  ],
  nongnghiep: [
    ['Thủy sản', 'Seafood'],
    ['Nông sản', 'Agricultural Products'],
    ['Cao su', 'Rubber'],
  ],
  vtb: [
    ['Vận tải Biển', 'Shipping'],
    ['Vận tải Thủy', 'Waterway Transport'],
    ['Đại lý Tàu biển', 'Shipping Agency'],
  ],
  xaydung: [
    ['Xây dựng', 'Construction'],
    ['Xi măng', 'Cement'],
    ['Vật liệu Xây dựng', 'Building Materials'],
  ],
  yte: [
    ['Dược phẩm', 'Pharmaceutical'],
    ['Thiết bị Y tế', 'Medical Equipment'],
    ['Dược liệu', 'Medicinal Materials'],
  ],
};

const LETTERS = 'ABCDEFGHIKLMNPQRSTVX';

/** An invented three-letter ticker not in `taken` (which it extends). */
export function inventTicker(rng: Rng, taken: Set<string>): string {
  for (;;) {
    let ticker = '';
    for (let i = 0; i < 3; i += 1) ticker += LETTERS[rng.int(0, LETTERS.length - 1)];
    if (!taken.has(ticker)) {
      taken.add(ticker);
      return ticker;
    }
  }
}

/** Vietnamese and English names of an invented company of an industry. */
export function inventName(rng: Rng, industry: IndustrySlug): { nameVi: string; nameEn: string } {
  const [placeVi, placeEn] = rng.pick(PLACES);
  const [kindVi, kindEn] = rng.pick(DESCRIPTORS[industry]);
  return { nameVi: `CTCP ${kindVi} ${placeVi}`, nameEn: `${placeEn} ${kindEn} JSC` };
}
