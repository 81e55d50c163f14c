// Texts of the corporate-actions feature (rights information, entitlements), Vietnamese.
const vi = {
  menu: { rights: 'Thực hiện quyền' },
  title: 'Thông tin thực hiện quyền',
  simulated: 'Sự kiện doanh nghiệp mô phỏng',
  rights: {
    title: 'Quyền mua cổ phiếu phát hành thêm',
    none: 'Chưa có quyền mua nào',
    symbol: 'Mã',
    recordDate: 'Ngày ĐKCC',
    ratio: 'Tỷ lệ',
    held: 'SL sở hữu',
    price: 'Giá mua',
    max: 'SL được mua',
    registered: 'SL đã đăng ký',
    period: 'Thời gian đăng ký',
    transfer: 'Thời gian chuyển nhượng',
    listing: 'Ngày giao dịch',
    status: 'Trạng thái',
    register: 'Đăng ký',
    statuses: { upcoming: 'Chưa đến hạn', open: 'Đang đăng ký', closed: 'Hết hạn', listed: 'Đã niêm yết' },
  },
  form: {
    title: 'Đăng ký mua {{symbol}}',
    volume: 'Số lượng đăng ký',
    left: 'Còn được mua: {{left}}',
    pin: 'Mã PIN',
    amount: 'Số tiền thanh toán',
    next: 'Tiếp tục',
    subAccount: 'Tiểu khoản',
    symbol: 'Mã chứng khoán',
    price: 'Giá mua (VNĐ/cổ phiếu)',
    confirmTitle: 'Xác nhận đăng ký quyền mua',
    confirmText:
      'Đăng ký mua {{volume}} cổ phiếu {{symbol}} giá {{price}} VNĐ. Số tiền {{amount}} VNĐ sẽ được trừ ngay từ tiểu khoản {{sub}}; cổ phiếu giao dịch từ ngày {{listing}}.',
    confirm: 'Xác nhận',
    back: 'Quay lại',
    cancel: 'Hủy',
    done: 'Đã đăng ký mua {{volume}} cổ phiếu {{symbol}}',
    volumeInvalid: 'Số lượng phải là số nguyên dương, tối đa {{max}}',
    pinInvalid: 'Mã PIN gồm 6 chữ số',
  },
  history: {
    title: 'Lịch sử đăng ký quyền mua',
    none: 'Không có đăng ký nào trong khoảng thời gian này',
    date: 'Ngày đăng ký',
    amount: 'Số tiền',
    statuses: { registered: 'Chờ giao dịch', listed: 'Đã giao dịch' },
  },
  entitlements: {
    title: 'Quyền cổ tức',
    none: 'Chưa có quyền cổ tức nào',
    kind: 'Loại',
    kinds: {
      'cash-dividend': 'Cổ tức tiền',
      'stock-dividend': 'Cổ tức cổ phiếu',
      'bonus-shares': 'Cổ phiếu thưởng',
      'rights-issue': 'Quyền mua',
    },
    exDate: 'Ngày GDKHQ',
    payment: 'Ngày thanh toán',
    cash: 'Cổ tức trước thuế',
    tax: 'Thuế TNCN 5%',
    net: 'Thực nhận',
    newShares: 'CP được nhận',
    statuses: {
      entitled: 'Chờ thanh toán',
      paid: 'Đã thanh toán',
      closed: 'Đã kết thúc',
      listed: 'Đã niêm yết',
    },
  },
};

export default vi;

declare module '@/shared/i18n/resources' {
  interface SenResources {
    'corporate-actions': typeof vi;
  }
}
