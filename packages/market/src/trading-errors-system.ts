import { tradingErrorEntry as e } from './trading-error-entry.ts';

// -8011 to -8016: the spec names the six blocks without their order; this order is Sen's choice.
/** Gateway, password, broker-block and disclosure errors of spec §8 (-8001 ... -9502, -8). */
export const SYSTEM_ERRORS = [
  e(-8001, 'gatewayUnavailable', 'Không kết nối được tới cổng giao dịch', 'Cannot connect to the gateway'),
  e(
    -8002,
    'marketClosedNoOrders',
    'Thị trường đã đóng cửa, không nhận lệnh',
    'The market is closed, no orders accepted',
  ),
  e(
    -8003,
    'orderCannotBeCancelledOrEdited',
    'Lệnh không thể hủy, sửa',
    'The order cannot be cancelled or edited',
  ),
  e(-8004, 'orderFullyMatched', 'Lệnh đã khớp hết', 'The order is fully matched'),
  e(-8005, 'wrongPin', 'Mã PIN không đúng', 'Wrong PIN'),
  e(-8006, 'cannotReuseOldPassword', 'Không được dùng lại mật khẩu cũ', 'An old password cannot be reused'),
  e(-8007, 'invalidPassword', 'Mật khẩu không hợp lệ', 'Invalid password'),
  e(
    -8008,
    'externalIpDenied',
    'Không được truy cập từ địa chỉ IP bên ngoài',
    'No access from an external IP address',
  ),
  e(-8009, 'traderHalt', 'Tạm ngừng giao dịch', 'Trader halt'),
  e(
    -8010,
    'hsxExam',
    'Hệ thống HSX đang kiểm thử, không nhận lệnh',
    'HSX is running a system test, no orders accepted',
  ),
  e(-8011, 'brokerBuyBlocked', 'Công ty chứng khoán bị chặn mua', 'The broker is blocked from buying'),
  e(-8012, 'brokerSellBlocked', 'Công ty chứng khoán bị chặn bán', 'The broker is blocked from selling'),
  e(
    -8013,
    'brokerTradingBlocked',
    'Công ty chứng khoán bị chặn giao dịch',
    'The broker is blocked from trading',
  ),
  e(
    -8014,
    'brokerPutThroughBlocked',
    'Công ty chứng khoán bị chặn giao dịch thỏa thuận',
    'The broker is blocked from negotiated trading',
  ),
  e(
    -8015,
    'brokerPutThroughBuyBlocked',
    'Công ty chứng khoán bị chặn mua thỏa thuận',
    'The broker is blocked from negotiated buying',
  ),
  e(
    -8016,
    'brokerPutThroughSellBlocked',
    'Công ty chứng khoán bị chặn bán thỏa thuận',
    'The broker is blocked from negotiated selling',
  ),
  e(-9998, 'orderNotConfirmed', 'Lệnh chưa được xác nhận', 'The order is not confirmed'),
  e(-9999, 'notEligibleToEdit', 'Không đủ điều kiện sửa lệnh', 'Not eligible to edit'),
  e(
    -9001,
    'rightsNotOnMargin',
    'Mã quyền không được giao dịch trên tài khoản ký quỹ',
    'Rights codes cannot be traded on margin accounts',
  ),
  e(
    -9501,
    'insiderDisclosure',
    'Giao dịch cần công bố thông tin của người nội bộ',
    'This trade needs an insider disclosure',
  ),
  e(
    -9502,
    'relatedPersonDisclosure',
    'Giao dịch cần công bố thông tin của người có liên quan',
    'This trade needs a related-person disclosure',
  ),
  e(-8, 'systemNotReady', 'Hệ thống chưa sẵn sàng nhận lệnh', 'The system is not ready to accept orders'),
] as const;
