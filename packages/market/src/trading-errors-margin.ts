import { tradingErrorEntry as e } from './trading-error-entry.ts';

/** Sen's codes of margin lending (-8351 ... -8354); the spec's -6012, -6032, -6045, -6668, -6669 are in ORDER_ERRORS. */
export const MARGIN_ERRORS = [
  e(-8351, 'notMarginAccount', 'Tiểu khoản không phải tài khoản ký quỹ', 'This is not a margin sub-account'),
  e(-8352, 'repayExceedsDebt', 'Số tiền trả vượt quá dư nợ', 'The amount exceeds the debt'),
  e(
    -8353,
    'repayExceedsCash',
    'Số tiền trả vượt quá tiền có thể dùng',
    'The amount exceeds the available cash',
  ),
  e(-8354, 'invalidAmount', 'Số tiền phải lớn hơn 0', 'The amount must be greater than zero'),
] as const;
