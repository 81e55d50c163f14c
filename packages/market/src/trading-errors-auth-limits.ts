import { tradingErrorEntry as e } from './trading-error-entry.ts';

// -8121 to -8124 are Sen's own codes of the guess limits (docs/api.md, "Guess limits").
// `{seconds}` and `{minutes}` are filled by the server; its `rs` carries them.
/** Refusals of the guess limits: a locked PIN, a throttled address, a code voided or locked by wrong tries. */
export const AUTH_LIMIT_ERRORS = [
  e(
    -8121,
    'pinLocked',
    'Mã PIN tạm khóa do nhập sai nhiều lần, thử lại sau {minutes} phút',
    'The PIN is locked after too many wrong tries, try again in {minutes} minutes',
  ),
  e(
    -8122,
    'tooManyAttempts',
    'Quá nhiều yêu cầu, vui lòng thử lại sau {seconds} giây',
    'Too many attempts, try again in {seconds} seconds',
  ),
  e(
    -8123,
    'otpVoided',
    'Mã OTP đã bị hủy do nhập sai nhiều lần, vui lòng lấy mã mới',
    'The OTP code is void after too many wrong tries, request a new one',
  ),
  e(
    -8124,
    'otpLocked',
    'Xác thực OTP tạm khóa do nhập sai nhiều lần, thử lại sau {minutes} phút',
    'OTP checks are locked after too many wrong codes, try again in {minutes} minutes',
  ),
] as const;
