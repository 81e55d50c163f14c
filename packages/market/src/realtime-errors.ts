import { httpErrorEntry as r } from './rest-errors.ts';

const REFUSED = { status: 400, error: 'frame_refused', code: -1 };

/**
 * Refusals of the realtime channel (docs/api.md "Realtime channel"): the `message` of an error frame
 * is the English text; the handshake's refusal answers HTTP 403.
 */
export const REALTIME_ERRORS = [
  r(
    'tooManyFrames',
    REFUSED,
    'Quá {max} khung tin trong 10 giây; ngắt kết nối',
    'more than {max} frames in 10 s; disconnecting',
  ),
  r(
    'unknownEvent',
    REFUSED,
    'Sự kiện "{event}" không được hỗ trợ; gửi khung tin trên "{regs}"',
    'unknown event "{event}"; send frames on "{regs}"',
  ),
  r('frameFailed', REFUSED, 'Không xử lý được khung tin', 'frame could not be handled'),
  r(
    'tooManySymbols',
    REFUSED,
    'Tối đa {max} mã mỗi kết nối (đã theo dõi {joined})',
    'at most {max} symbols per connection ({joined} joined)',
  ),
  r(
    'tooManyDepthStreams',
    REFUSED,
    'Tối đa {max} luồng độ sâu mỗi kết nối',
    'at most {max} depth streams per connection',
  ),
  r('unknownStreamSymbol', REFUSED, 'Mã "{symbol}" không tồn tại', 'unknown symbol "{symbol}"'),
  r(
    'unknownStreamSymbolsMore',
    REFUSED,
    'Mã "{symbol}" và {more} mã khác không tồn tại',
    'unknown symbol "{symbol}" and {more} more',
  ),
  r(
    'registerFirst',
    REFUSED,
    'Hãy đăng ký bằng một phiên còn hiệu lực trước khi gửi yêu cầu riêng',
    'register with a live session before private requests',
  ),
  r(
    'originNotAllowed',
    { status: 403, error: 'forbidden', code: -1 },
    'Nguồn truy cập không được phép',
    'origin not allowed',
  ),
] as const;

/** Name of a realtime refusal. */
export type RealtimeErrorKey = (typeof REALTIME_ERRORS)[number]['key'];
