import { tradingErrorEntry as e } from './trading-error-entry.ts';

// -9101 to -9104: Sen's codes for rights registration (issue 18); -9001 (rights on a margin
// sub-account) is the spec's and lives with the system errors.
/** Rights registration refusals of the trading channel, Vietnamese and English. */
export const CORPORATE_ERRORS = [
  e(-9101, 'rightsNotFound', 'Không tìm thấy quyền mua', 'No such rights entitlement'),
  e(
    -9102,
    'rightsPeriodClosed',
    'Ngoài thời gian đăng ký thực hiện quyền mua',
    'Outside the rights subscription period',
  ),
  e(
    -9103,
    'rightsExceeded',
    'Vượt quá số lượng quyền mua còn được đăng ký',
    'More than the rights left to register',
  ),
] as const;
