import { tradingErrorEntry as e } from './trading-error-entry.ts';

// -8801 to -8803: Sen's codes of price alerts (issue 24 item 1). An unknown symbol is the spec's
// -6031; another customer's alert is answered as a missing one (-8802), never shown.
/** Price alert refusals of the trading channel, Vietnamese and English. */
export const ALERT_ERRORS = [
  e(
    -8801,
    'alertLimitReached',
    'Chỉ được đặt tối đa 50 cảnh báo giá đang bật',
    'You can keep at most 50 active price alerts',
  ),
  e(-8802, 'alertNotFound', 'Cảnh báo giá không tồn tại', 'The price alert does not exist'),
  e(
    -8803,
    'alertInvalidThreshold',
    'Ngưỡng cảnh báo không hợp lệ: {reason}',
    'Invalid alert threshold: {reason}',
  ),
] as const;
