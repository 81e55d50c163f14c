import type { Rng } from '../reference/rng.ts';
import type { StockRef } from '../reference/types.ts';
import type { Associate, Person, Shareholder, Text } from './types.ts';

const FAMILY = [
  'Nguyễn',
  'Trần',
  'Lê',
  'Phạm',
  'Hoàng',
  'Huỳnh',
  'Phan',
  'Vũ',
  'Võ',
  'Đặng',
  'Bùi',
  'Đỗ',
  'Hồ',
  'Ngô',
  'Dương',
  'Lý',
];
const MIDDLE_M = ['Văn', 'Hữu', 'Minh', 'Quốc', 'Đức', 'Thanh', 'Công', 'Xuân'];
const MIDDLE_F = ['Thị', 'Ngọc', 'Thu', 'Thanh', 'Minh', 'Kim'];
const GIVEN_M = [
  'Anh',
  'Bình',
  'Cường',
  'Dũng',
  'Hải',
  'Hùng',
  'Long',
  'Nam',
  'Phong',
  'Quang',
  'Sơn',
  'Tuấn',
  'Việt',
  'Thắng',
  'Khoa',
];
const GIVEN_F = ['Hà', 'Hương', 'Lan', 'Mai', 'Thảo', 'Trang', 'Yến', 'Linh', 'Ngân', 'Phương', 'Hạnh'];

/** A Vietnamese personal name. */
function personName(rng: Rng): string {
  const female = rng.chance(0.3);
  return `${rng.pick(FAMILY)} ${rng.pick(female ? MIDDLE_F : MIDDLE_M)} ${rng.pick(female ? GIVEN_F : GIVEN_M)}`;
}

const POSITIONS: readonly Text[] = [
  { vi: 'Chủ tịch Hội đồng quản trị', en: 'Chairman of the Board' },
  { vi: 'Tổng Giám đốc', en: 'Chief Executive Officer' },
  { vi: 'Phó Chủ tịch HĐQT', en: 'Vice Chairman' },
  { vi: 'Phó Tổng Giám đốc', en: 'Deputy CEO' },
  { vi: 'Kế toán trưởng', en: 'Chief Accountant' },
  { vi: 'Thành viên HĐQT', en: 'Board Member' },
  { vi: 'Thành viên HĐQT độc lập', en: 'Independent Board Member' },
  { vi: 'Trưởng Ban kiểm soát', en: 'Head of the Supervisory Board' },
];

/** Board and executive team; the CEO (second) is the legal representative. */
export function management(rng: Rng, stock: StockRef, asOf: string): Person[] {
  const year = Number(asOf.slice(0, 4));
  return POSITIONS.map((position, index) => ({
    name: personName(rng),
    position,
    since: `${year - rng.int(1, 15)}-0${rng.int(1, 9)}-${String(rng.int(10, 28))}`,
    shares:
      index < 3
        ? Math.round((stock.listedShares * rng.uniform() * 0.04) / 100) * 100
        : Math.round(rng.int(0, 200) * 1000),
  }));
}

const INSTITUTIONS = [
  'Tổng Công ty Đầu tư và Kinh doanh vốn Nhà nước (SCIC)',
  'CTCP Đầu tư Thành Công',
  'Quỹ Đầu tư Việt Nam Tăng trưởng',
  'CTCP Quản lý Quỹ Đầu tư Sài Gòn',
  'Công đoàn Công ty',
  'CTCP Tập đoàn Đầu tư Phương Đông',
];
const FOREIGN = [
  'Vietnam Enterprise Investments Ltd',
  'KWE Beteiligungen AG',
  'Samsung Vietnam Securities Master Fund',
  'Norges Bank',
  'Templeton Frontier Markets Fund',
  'PYN Elite Fund',
];

/** Major shareholders (5% or more); together at most the non-free-float share plus the foreign holding. */
export function shareholders(rng: Rng, stock: StockRef, asOf: string): Shareholder[] {
  const result: Shareholder[] = [];
  let budget = Math.max(0.06, 1 - stock.freeFloat);
  const n = rng.int(2, 5);
  for (let i = 0; i < n && budget > 0.05; i += 1) {
    const ratio = Math.min(budget, 0.05 + rng.uniform() * (i === 0 ? 0.45 : 0.12));
    budget -= ratio;
    const kind =
      i === 0 && rng.chance(0.3) ? 'state' : rng.pick(['institution', 'individual', 'foreign'] as const);
    const name =
      kind === 'state'
        ? 'Bộ Tài chính (đại diện vốn Nhà nước)'
        : kind === 'foreign'
          ? rng.pick(FOREIGN)
          : kind === 'individual'
            ? personName(rng)
            : rng.pick(INSTITUTIONS);
    result.push({
      name,
      kind,
      shares: Math.round((stock.listedShares * ratio) / 100) * 100,
      ratio: Math.round(ratio * 10_000) / 10_000,
      asOf,
    });
  }
  return result.sort((a, b) => b.ratio - a.ratio);
}

/** Subsidiaries and associates, named after the parent. */
export function associates(rng: Rng, stock: StockRef): Associate[] {
  const short = stock.nameVi.replace(/^(CTCP|Tổng Công ty|Ngân hàng TMCP|Tập đoàn)\s*/u, '');
  const kinds = ['Thương mại', 'Đầu tư', 'Dịch vụ', 'Sản xuất', 'Bất động sản', 'Công nghệ'];
  return Array.from({ length: rng.int(1, 5) }, (_, i) => {
    const subsidiary = i < 2 || rng.chance(0.5);
    return {
      name: `Công ty TNHH ${rng.pick(kinds)} ${short}${i > 0 ? ` ${i + 1}` : ''}`,
      relation: subsidiary ? 'subsidiary' : 'associate',
      charterCapital: (rng.int(5, 500) * 10_000_000_000) / 10,
      ownership:
        Math.round((subsidiary ? 0.51 + rng.uniform() * 0.49 : 0.2 + rng.uniform() * 0.29) * 10_000) / 10_000,
    } as const;
  });
}
