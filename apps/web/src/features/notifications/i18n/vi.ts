const vi = {
  menu: { notifications: 'Thông báo' },
  title: 'Thông báo',
  unread: '{{formatted}} chưa đọc',
  markAll: 'Đánh dấu đã đọc tất cả',
  markRead: 'Đánh dấu đã đọc',
  more: 'Xem thêm',
  empty: 'Chưa có thông báo',
  time: 'Thời gian',
  kind: 'Loại',
  content: 'Nội dung',
  needLogin: 'Vui lòng đăng nhập để xem mục này',
  login: 'Đăng nhập',
  kinds: {
    'order-fill': 'Khớp lệnh',
    'order-rejected': 'Lệnh bị từ chối',
    'order-expired': 'Lệnh hết hiệu lực',
    'bank-withdraw': 'Rút tiền',
    'bank-deposit': 'Nộp tiền',
    'cash-advance': 'Ứng trước',
    'cash-transfer': 'Chuyển tiền nội bộ',
    'stock-transfer': 'Chuyển chứng khoán',
    'margin-call': 'Gọi ký quỹ',
    'force-sell': 'Bán giải chấp',
    'loan-due': 'Khoản vay đến hạn',
    'margin-repay': 'Trả nợ ký quỹ',
    'price-alert': 'Cảnh báo giá',
    entitlement: 'Quyền cổ đông',
    'cash-dividend': 'Cổ tức bằng tiền',
    'stock-dividend': 'Cổ tức bằng cổ phiếu',
    'bonus-shares': 'Cổ phiếu thưởng',
    'rights-registration': 'Đăng ký quyền mua',
    'rights-lapsed': 'Quyền mua hết hạn',
    'shares-listed': 'Cổ phiếu về tài khoản',
    'bond-buy': 'Mua trái phiếu',
    'bond-sellback': 'Bán lại trái phiếu',
    'bond-coupon': 'Lãi trái phiếu',
    'bond-principal': 'Gốc trái phiếu',
    'totp-removed': 'Gỡ ứng dụng xác thực',
    other: 'Khác',
  },
};

export default vi;

declare module '@/shared/i18n/resources' {
  interface SenResources {
    notifications: typeof vi;
  }
}
