import { tradingErrorEntry as e } from './trading-error-entry.ts';

// -8501 to -8509: Sen's codes for money movements (cash advance, internal transfers, statements)
// where spec §8 has none that fits.
/** Money movement refusals of the trading channel, Vietnamese and English. */
export const MONEY_ERRORS = [
  e(
    -8501,
    'advanceExceedsAvailable',
    'Số tiền ứng vượt quá số tiền có thể ứng',
    'The amount exceeds what can be advanced',
  ),
  e(
    -8502,
    'advanceBelowFee',
    'Số tiền ứng phải lớn hơn phí ứng trước',
    'The amount must be larger than the advance fee',
  ),
  e(
    -8503,
    'exceedsWithdrawable',
    'Số tiền vượt quá số tiền có thể rút',
    'The amount exceeds the withdrawable cash',
  ),
  e(
    -8504,
    'transferSameAccount',
    'Tiểu khoản chuyển và tiểu khoản nhận phải khác nhau',
    'The source and destination sub-accounts must differ',
  ),
  e(
    -8505,
    'statementRange',
    'Khoảng ngày không hợp lệ (từ ngày không sau đến ngày, tối đa một năm)',
    'Invalid date range (from not after to, at most one year)',
  ),
] as const;
