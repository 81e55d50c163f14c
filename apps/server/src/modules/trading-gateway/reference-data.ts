// Reference lists the private area offers: Sen's branches (BRANCH_CODE), the authorities that
// issue identity cards (NOI_CAP), banks for transfers and the provinces of Viet Nam.
import type { ReferenceItem } from '@sen/protocol';

const list = (pairs: ReadonlyArray<readonly [string, string]>): ReferenceItem[] =>
  pairs.map(([code, name]) => ({ code, name }));

const BRANCHES = list([
  ['HO', 'Hội sở - Hà Nội'],
  ['HCM', 'Chi nhánh Hồ Chí Minh'],
  ['DN', 'Chi nhánh Đà Nẵng'],
  ['HP', 'Chi nhánh Hải Phòng'],
  ['CT', 'Chi nhánh Cần Thơ'],
]);

const ID_ISSUERS = list([
  ['CCS', 'Cục Cảnh sát quản lý hành chính về trật tự xã hội'],
  ['CDK', 'Cục Cảnh sát ĐKQL cư trú và DLQG về dân cư'],
  ['BCA', 'Bộ Công an'],
  ['CAHN', 'Công an TP Hà Nội'],
  ['CAHCM', 'Công an TP Hồ Chí Minh'],
  ['CADN', 'Công an TP Đà Nẵng'],
  ['CAHP', 'Công an TP Hải Phòng'],
  ['CACT', 'Công an TP Cần Thơ'],
  ['CUCXNC', 'Cục Quản lý xuất nhập cảnh'],
]);

export const BANKS = list([
  ['VCB', 'Ngân hàng TMCP Ngoại thương Việt Nam (Vietcombank)'],
  ['CTG', 'Ngân hàng TMCP Công thương Việt Nam (VietinBank)'],
  ['BIDV', 'Ngân hàng TMCP Đầu tư và Phát triển Việt Nam (BIDV)'],
  ['AGR', 'Ngân hàng Nông nghiệp và Phát triển Nông thôn Việt Nam (Agribank)'],
  ['TCB', 'Ngân hàng TMCP Kỹ thương Việt Nam (Techcombank)'],
  ['MB', 'Ngân hàng TMCP Quân đội (MB)'],
  ['ACB', 'Ngân hàng TMCP Á Châu (ACB)'],
  ['VPB', 'Ngân hàng TMCP Việt Nam Thịnh Vượng (VPBank)'],
  ['STB', 'Ngân hàng TMCP Sài Gòn Thương Tín (Sacombank)'],
  ['TPB', 'Ngân hàng TMCP Tiên Phong (TPBank)'],
  ['HDB', 'Ngân hàng TMCP Phát triển TP Hồ Chí Minh (HDBank)'],
  ['VIB', 'Ngân hàng TMCP Quốc tế Việt Nam (VIB)'],
  ['SHB', 'Ngân hàng TMCP Sài Gòn - Hà Nội (SHB)'],
  ['MSB', 'Ngân hàng TMCP Hàng Hải Việt Nam (MSB)'],
  ['OCB', 'Ngân hàng TMCP Phương Đông (OCB)'],
]);

/** The 34 provinces and cities after the 2025 merger (Resolution 202/2025/QH15). */
export const PROVINCES = list(
  [
    'Hà Nội',
    'Huế',
    'Hải Phòng',
    'Đà Nẵng',
    'Hồ Chí Minh',
    'Cần Thơ',
    'Lai Châu',
    'Điện Biên',
    'Sơn La',
    'Lạng Sơn',
    'Quảng Ninh',
    'Thanh Hóa',
    'Nghệ An',
    'Hà Tĩnh',
    'Cao Bằng',
    'Tuyên Quang',
    'Lào Cai',
    'Thái Nguyên',
    'Phú Thọ',
    'Bắc Ninh',
    'Hưng Yên',
    'Ninh Bình',
    'Quảng Trị',
    'Quảng Ngãi',
    'Gia Lai',
    'Khánh Hòa',
    'Lâm Đồng',
    'Đắk Lắk',
    'Đồng Nai',
    'Tây Ninh',
    'Vĩnh Long',
    'Đồng Tháp',
    'Cà Mau',
    'An Giang',
  ].map((name, index) => [String(index + 1).padStart(2, '0'), name] as const),
);

/** `GET {tradingBase}/getInmemList/{name}`. */
export const IN_MEMORY_LISTS = { BRANCH_CODE: BRANCHES, NOI_CAP: ID_ISSUERS } as const;
