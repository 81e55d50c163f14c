import { tradingErrorEntry as e } from './trading-error-entry.ts';

// Sen's own codes -8141 ... -8147 for opening an account (issue 29, docs/api.md "Opening an account").
/** Open-account request errors: duplicates, lookups and verification steps. */
export const OPEN_ACCOUNT_ERRORS = [
  e(
    -8141,
    'idNumberTaken',
    'Số CMND/CCCD đã được đăng ký mở tài khoản',
    'This identity number is already registered',
  ),
  e(
    -8142,
    'phoneTaken',
    'Số điện thoại đã được đăng ký mở tài khoản',
    'This phone number is already registered',
  ),
  e(-8143, 'emailTaken', 'Email đã được đăng ký mở tài khoản', 'This email address is already registered'),
  e(
    -8144,
    'openRequestNotFound',
    'Không tìm thấy yêu cầu mở tài khoản với số yêu cầu và số điện thoại này',
    'No open-account request with this number and phone',
  ),
  e(
    -8145,
    'openRequestNotVerifying',
    'Yêu cầu mở tài khoản không còn ở bước xác thực',
    'The open-account request is no longer awaiting verification',
  ),
  e(
    -8146,
    'openRequestDecided',
    'Yêu cầu mở tài khoản đã được quyết định khác ({status})',
    'The open-account request has already been decided otherwise ({status})',
  ),
  e(
    -8147,
    'openRequestNotVerified',
    'Yêu cầu mở tài khoản chưa xác thực số điện thoại và email',
    'The open-account request has not verified its phone and email yet',
  ),
] as const;
