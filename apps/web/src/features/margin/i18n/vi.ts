// Texts of the margin debt screen (spec §2 menu "margin debt").
const vi = {
  menu: { debt: 'Nợ ký quỹ' },
  title: 'Nợ ký quỹ',
  needLogin: 'Vui lòng đăng nhập để xem mục này',
  login: 'Đăng nhập',
  noMarginAccount: 'Bạn chưa có tiểu khoản ký quỹ (M...)',
  subAccount: 'Tiểu khoản',
  debt: 'Dư nợ gốc',
  interest: 'Lãi vay tạm tính',
  heldCredit: 'Tiền vay chờ khớp',
  creditLimit: 'Hạn mức vay',
  assets: 'Tổng tài sản',
  marketValue: 'Giá trị chứng khoán',
  cash: 'Tiền',
  cashAvailable: 'Tiền khả dụng',
  rate: 'Lãi suất {{rate}}/năm, tính theo ngày lịch',
  ratio: 'Tỷ lệ ký quỹ',
  ratioNote: 'Tỷ lệ = (tài sản - nợ) / tài sản; tiền được trừ vào nợ trước',
  callRatio: 'Gọi ký quỹ {{ratio}}',
  forceSellRatio: 'Bán giải chấp {{ratio}}',
  status: {
    normal: 'An toàn',
    call: 'Gọi ký quỹ',
    'force-sell': 'Bán giải chấp',
  },
  loans: 'Các khoản vay',
  loan: {
    symbol: 'Mã',
    orderNo: 'Số hiệu lệnh',
    tradeDate: 'Ngày vay',
    dueDate: 'Ngày đến hạn',
    principal: 'Gốc vay',
    outstanding: 'Gốc còn lại',
    status: 'Trạng thái',
    none: 'Không có khoản vay',
  },
  loanStatus: {
    open: 'Trong hạn',
    'near-due': 'Sắp đến hạn',
    'past-due': 'Quá hạn',
    repaid: 'Đã trả',
  },
  repay: {
    title: 'Trả nợ',
    amount: 'Số tiền trả (VNĐ)',
    pin: 'Mã PIN',
    submit: 'Trả nợ',
    done: 'Đã trả {{amount}} VNĐ (lãi {{interest}}, gốc {{principal}})',
    max: 'Tối đa {{amount}} VNĐ',
    amountInvalid: 'Số tiền phải là số nguyên lớn hơn 0',
    pinInvalid: 'Mã PIN gồm 6 chữ số',
    note: 'Khoản trả được trừ vào lãi trước, sau đó vào các khoản vay cũ nhất',
    confirmTitle: 'Xác nhận trả nợ ký quỹ',
    subAccount: 'Tiểu khoản',
    confirmAmount: 'Số tiền trả',
    confirm: 'Xác nhận',
    back: 'Quay lại',
  },
  unit: 'Đơn vị tiền: VNĐ',
};

export default vi;

declare module '@/shared/i18n/resources' {
  interface SenResources {
    margin: typeof vi;
  }
}
