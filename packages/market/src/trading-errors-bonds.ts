import { tradingErrorEntry as e } from './trading-error-entry.ts';

// -8601 to -8605: Sen's codes of the bond desk (the /bond service). The spec's codes come first:
// -6031 unknown bond, -6019 bad volume, -6012 cash, -6013 bonds held, -6033 matured, -6004 refId.
/** Refusals of the bond service, Vietnamese and English. */
export const BOND_ERRORS = [
  e(
    -8601,
    'bondBelowMinimum',
    'Giá trị mua thấp hơn mức tối thiểu {min} VND',
    'The purchase is below the minimum amount of {min} VND',
  ),
  e(
    -8602,
    'bondInventoryShort',
    'Công ty chỉ còn {left} trái phiếu để bán',
    'The broker has only {left} bonds left to sell',
  ),
  e(
    -8603,
    'bondNotOffered',
    'Trái phiếu không còn được chào bán (sắp đáo hạn)',
    'The bond is no longer offered (close to maturity)',
  ),
  e(
    -8604,
    'bondBadSellDate',
    'Ngày bán lại phải sau ngày giao dịch và trước ngày đáo hạn',
    'The sell-back date must be after the trade date and before maturity',
  ),
  e(
    -8605,
    'bondPriceChanged',
    'Giá trái phiếu đã thay đổi, vui lòng xem lại báo giá',
    'The bond price has changed, please review the quote again',
  ),
] as const;
