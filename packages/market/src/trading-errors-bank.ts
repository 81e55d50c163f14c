import { tradingErrorEntry as e } from './trading-error-entry.ts';

// -8701 to -8709: Sen's codes for bank money transfers (withdrawals, deposits, their history).
// Other refusals of these commands use the spec's codes: -6004 a refId used with another body,
// -6012 not enough withdrawable cash, -6029/-6030 the sub-account, -8105 a wrong OTP.
/** Bank transfer refusals of the trading channel, Vietnamese and English. */
export const BANK_ERRORS = [
  e(
    -8701,
    'bankAmountInvalid',
    'Số tiền không hợp lệ (từ 10.000 đến 2.000.000.000 đồng, số nguyên)',
    'Invalid amount (a whole number from 10,000 to 2,000,000,000 VND)',
  ),
  e(-8702, 'bankAccountUnknown', 'Tài khoản ngân hàng không tồn tại', 'Unknown bank account'),
  e(
    -8703,
    'dateRangeInvalid',
    'Khoảng thời gian không hợp lệ (từ ngày không sau đến ngày, tối đa 1 năm)',
    'Invalid date range (from not after to, at most one year)',
  ),
  e(-8704, 'bankSignatureInvalid', 'Chữ ký không hợp lệ', 'Invalid signature'),
  e(-8705, 'virtualAccountUnknown', 'Tài khoản định danh không tồn tại', 'Unknown virtual account'),
  e(
    -8706,
    'bankTransactionConflict',
    'Mã giao dịch ngân hàng đã dùng với nội dung khác',
    'The bank transaction id was used with another content',
  ),
] as const;
