// Texts of the money screens: cash advance, internal cash and stock transfers, statements.
const vi = {
  nav: {
    advance: 'Ứng trước tiền bán',
    cashTransfer: 'Chuyển tiền nội bộ',
    stockTransfer: 'Chuyển chứng khoán nội bộ',
    cashStatement: 'Sao kê tiền',
    stockStatement: 'Sao kê chứng khoán',
  },
  needLogin: 'Vui lòng đăng nhập để xem mục này',
  login: 'Đăng nhập',
  none: 'Không có dữ liệu!',
  unit: 'Đơn vị: VNĐ',
  subAccount: 'Tiểu khoản',
  pin: 'Mã PIN giao dịch',
  submit: 'Xác nhận',
  history: 'Lịch sử',
  statusTitle: 'Trạng thái',
  status: {
    disbursed: 'Đã giải ngân',
    repaid: 'Đã hoàn ứng',
    complete: 'Hoàn tất',
  },
  advance: {
    title: 'Ứng trước tiền bán',
    advanceable: 'Số tiền có thể ứng',
    rate: 'Phí ứng trước / ngày',
    minFee: 'Phí tối thiểu',
    tradeDate: 'Ngày bán',
    settleDate: 'Ngày tiền về',
    proceeds: 'Tiền bán (sau phí, thuế)',
    advanced: 'Đã ứng',
    amount: 'Số tiền ứng',
    fee: 'Phí ứng trước',
    net: 'Số tiền nhận được',
    done: 'Đã ứng trước {{amount}} VNĐ',
    id: 'Số hiệu',
    date: 'Ngày ứng',
  },
  cashTransfer: {
    title: 'Chuyển tiền nội bộ',
    to: 'Tiểu khoản nhận',
    chooseTo: 'Chọn tiểu khoản',
    withdrawable: 'Số tiền có thể chuyển',
    amount: 'Số tiền chuyển',
    note: 'Nội dung',
    done: 'Đã chuyển {{amount}} VNĐ sang {{to}}',
    date: 'Ngày',
    fromTo: 'Từ → Đến',
  },
  stockTransfer: {
    title: 'Chuyển chứng khoán nội bộ',
    symbol: 'Mã chứng khoán',
    free: 'KL có thể chuyển',
    volume: 'Khối lượng chuyển',
    choose: 'Chọn mã',
    done: 'Đã chuyển {{volume}} {{symbol}} sang {{to}}',
  },
  statement: {
    cashTitle: 'Sao kê tiền',
    stockTitle: 'Sao kê chứng khoán',
    opening: 'Số dư đầu kỳ',
    closing: 'Số dư cuối kỳ',
    date: 'Ngày',
    time: 'Giờ',
    description: 'Diễn giải',
    debit: 'Phát sinh giảm',
    credit: 'Phát sinh tăng',
    balance: 'Số dư',
    in: 'Nhập',
    out: 'Xuất',
    pending: 'Chờ về',
    pendingHint:
      'Cổ phiếu chưa được giao dịch: mua chờ về T+2, cổ tức/quyền mua chờ niêm yết (+ ghi nhận, - đã về tài khoản)',
    symbol: 'Mã',
    csv: 'Xuất CSV',
    note: 'Sao kê tiền đã về tài khoản (khả dụng, phong tỏa chờ khớp, ký quỹ); tiền bán chờ về ghi nhận khi thanh toán T+2.',
  },
  validation: {
    amount: 'Nhập số tiền là số nguyên dương',
    volume: 'Nhập khối lượng là số nguyên dương',
    pin: 'Mã PIN gồm 6 chữ số',
    to: 'Chọn tiểu khoản nhận',
    symbol: 'Chọn mã chứng khoán',
  },
};

export default vi;

declare module '@/shared/i18n/resources' {
  interface SenResources {
    money: typeof vi;
  }
}
