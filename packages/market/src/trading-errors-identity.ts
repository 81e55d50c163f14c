import { tradingErrorEntry as e } from './trading-error-entry.ts';

// -8101 to -8112 are Sen's own codes (the spec's catalogue stops at -8016 in this range).
// `{seconds}` and `{minutes}` are filled by the server; a client without the values shows the
// server's `rs`, which carries them.
/** Login, OTP and account-recovery errors of Sen's trading service. */
export const IDENTITY_ERRORS = [
  e(-8101, 'wrongCredentials', 'Tên đăng nhập hoặc mật khẩu không đúng', 'Wrong username or password'),
  e(
    -8102,
    'loginSlowDown',
    'Đăng nhập sai nhiều lần, vui lòng thử lại sau {seconds} giây',
    'Too many failed logins, try again in {seconds} seconds',
  ),
  e(
    -8103,
    'loginLocked',
    'Tài khoản tạm khóa do đăng nhập sai nhiều lần, thử lại sau {minutes} phút',
    'The account is locked after too many failed logins, try again in {minutes} minutes',
  ),
  e(-8104, 'otpRequired', 'Vui lòng nhập mã OTP', 'Enter the OTP code'),
  e(
    -8105,
    'wrongOtp',
    'Mã OTP không đúng, đã hết hạn hoặc đã được sử dụng',
    'The OTP code is wrong, has expired or was already used',
  ),
  e(
    -8106,
    'otpRateLimited',
    'Chỉ được yêu cầu tối đa 5 mã OTP trong 2 phút',
    'At most 5 OTP codes can be requested in 2 minutes',
  ),
  e(-8107, 'confirmationMismatch', 'Xác nhận không khớp', 'The confirmation does not match'),
  e(-8108, 'sameAsOld', 'Giá trị mới phải khác giá trị cũ', 'The new value must differ from the old one'),
  e(-8109, 'accountCancelled', 'Tài khoản đã bị hủy', 'The account is cancelled'),
  e(-8110, 'unknownCustomer', 'Thông tin không khớp với khách hàng nào', 'The details match no customer'),
  e(-8111, 'demoOnly', 'Chỉ có ở chế độ demo', 'Only available in demo mode'),
  e(
    -8112,
    'noAuthenticator',
    'Tài khoản không dùng ứng dụng xác thực, không có gì để gỡ',
    'The account uses no authenticator app, there is none to remove',
  ),
] as const;
