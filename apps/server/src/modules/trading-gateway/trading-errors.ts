// Failures of trading commands with the spec's codes (spec §8) and Sen's own codes for identity.
// `rs` carries the Vietnamese message (spec: messages are Vietnamese); the web client translates
// by code. Session texts are exactly the spec's, which the client recognises.
import { WATCHLIST_MESSAGES } from '@sen/market';

export const TRADING_ERRORS = {
  badInput: { rc: -1, rs: 'Dữ liệu không hợp lệ' },
  unknownCommand: { rc: -2, rs: 'Lệnh không được hỗ trợ' },
  invalidSession: { rc: -3, rs: 'Invalid session' },
  notLoggedIn: { rc: -4, rs: 'Not logged in' },
  insufficientCash: { rc: -6012, rs: 'Sức mua không đủ' },
  insufficientStock: { rc: -6013, rs: 'Không đủ số dư chứng khoán' },
  accountPending: { rc: -6017, rs: 'Tài khoản đang chờ kích hoạt' },
  accountCannotTrade: { rc: -6028, rs: 'Tài khoản không được phép giao dịch' },
  accountNotAuthorized: { rc: -6029, rs: 'Tài khoản không được ủy quyền' },
  cannotViewAccount: { rc: -6030, rs: 'Người dùng không có quyền xem tài khoản' },
  wrongPin: { rc: -8005, rs: 'Mã PIN không đúng' },
  reusedPassword: { rc: -8006, rs: 'Không được dùng lại mật khẩu cũ' },
  invalidPassword: { rc: -8007, rs: 'Mật khẩu không hợp lệ' },
  wrongCredentials: { rc: -8101, rs: 'Tên đăng nhập hoặc mật khẩu không đúng' },
  slowDown: { rc: -8102, rs: 'Đăng nhập sai nhiều lần, vui lòng thử lại sau {seconds} giây' },
  locked: { rc: -8103, rs: 'Tài khoản tạm khóa do đăng nhập sai nhiều lần, thử lại sau {minutes} phút' },
  otpRequired: { rc: -8104, rs: 'Vui lòng nhập mã OTP' },
  wrongOtp: { rc: -8105, rs: 'Mã OTP không đúng hoặc đã hết hạn' },
  otpRateLimited: { rc: -8106, rs: 'Chỉ được yêu cầu tối đa 5 mã OTP trong 2 phút' },
  confirmMismatch: { rc: -8107, rs: 'Xác nhận không khớp' },
  sameAsOld: { rc: -8108, rs: 'Giá trị mới phải khác giá trị cũ' },
  accountCancelled: { rc: -8109, rs: 'Tài khoản đã bị hủy' },
  unknownUser: { rc: -8110, rs: 'Thông tin không khớp với khách hàng nào' },
  demoOnly: { rc: -8111, rs: 'Chỉ có ở chế độ demo' },
  // Watchlist rules of spec §5 (texts of @sen/market, Vietnamese as every rs).
  watchlistNameRequired: { rc: -8201, rs: WATCHLIST_MESSAGES['watchlist.nameRequired'].vi },
  watchlistNameTooLong: { rc: -8202, rs: WATCHLIST_MESSAGES['watchlist.nameTooLong'].vi },
  watchlistTooMany: { rc: -8203, rs: WATCHLIST_MESSAGES['watchlist.tooMany'].vi },
  watchlistNameExists: { rc: -8204, rs: WATCHLIST_MESSAGES['watchlist.nameExists'].vi },
  watchlistDefaultLocked: { rc: -8205, rs: WATCHLIST_MESSAGES['watchlist.defaultLocked'].vi },
  watchlistNotFound: { rc: -8206, rs: WATCHLIST_MESSAGES['watchlist.notFound'].vi },
  watchlistFull: { rc: -8207, rs: WATCHLIST_MESSAGES['watchlist.full'].vi },
  watchlistSymbolExists: { rc: -8208, rs: WATCHLIST_MESSAGES['watchlist.symbolExists'].vi },
  watchlistMissing: { rc: -8209, rs: 'Danh mục không tồn tại: {id}' },
  watchlistPinnedOutside: { rc: -8210, rs: 'Mã ghim phải nằm trong danh mục: {name}' },
} as const;

export type TradingErrorName = keyof typeof TRADING_ERRORS;

/** An expected failure of a trading command; becomes `{rc, rs}` and changes nothing. */
export class TradingError extends Error {
  override readonly name = 'TradingError';
  readonly rc: number;

  constructor(
    readonly code: TradingErrorName,
    values: Readonly<Record<string, string | number>> = {},
  ) {
    const entry = TRADING_ERRORS[code];
    super(
      entry.rs.replace(/\{(\w+)\}/g, (whole, key: string) => (key in values ? String(values[key]) : whole)),
    );
    this.rc = entry.rc;
  }

  /** True for errors that end the client's session (spec §6). */
  get endsSession(): boolean {
    return this.code === 'invalidSession' || this.code === 'notLoggedIn';
  }
}
