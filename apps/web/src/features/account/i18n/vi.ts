// Texts of the private area: asset summary, account info, security settings, account switcher.
const vi = {
  menu: { assets: 'Tài sản', account: 'Tài khoản' },
  nav: { info: 'Thông tin tài khoản', password: 'Đổi mật khẩu', pin: 'Đổi mã PIN', changeAccount: 'Đổi tài khoản mặc định' },
  needLogin: 'Vui lòng đăng nhập để xem mục này',
  login: 'Đăng nhập',
  switcher: 'Tiểu khoản',
  margin: 'Margin',
  normal: 'Thường',
  assets: {
    title: 'Tài sản',
    cash: 'Tiền',
    available: 'Tiền khả dụng',
    blocked: 'Tiền phong tỏa chờ khớp',
    receivable: 'Tiền bán chờ về',
    total: 'Tổng tiền',
    purchasePower: 'Sức mua',
    stockValue: 'Giá trị chứng khoán',
    netAssets: 'Tài sản ròng',
    positions: 'Danh mục',
    symbol: 'Mã',
    quantity: 'Tổng KL',
    availableQty: 'KL khả dụng',
    blockedQty: 'KL phong tỏa',
    receivableQty: 'KL chờ về',
    avgCost: 'Giá vốn',
    marketPrice: 'Giá thị trường',
    marketValue: 'Giá trị thị trường',
    profit: 'Lãi/lỗ',
    profitPct: '% Lãi/lỗ',
    none: 'Không có dữ liệu!',
    due: 'về ngày {{date}}',
    unit: 'Đơn vị tiền: VNĐ; giá: nghìn VNĐ',
  },
  info: {
    title: 'Thông tin tài khoản',
    username: 'Tên đăng nhập',
    fullName: 'Họ và tên',
    email: 'Email',
    phone: 'Số điện thoại',
    idNumber: 'Số CCCD/CMND',
    address: 'Địa chỉ',
    branch: 'Chi nhánh',
    status: 'Trạng thái',
    statuses: { pending: 'Chờ kích hoạt', active: 'Đã kích hoạt', cancelled: 'Đã hủy' },
    defaultAcc: 'Tiểu khoản mặc định',
    otpMethod: 'Phương thức OTP',
    otpMethods: { totp: 'Ứng dụng xác thực', sms: 'SMS' },
    subAccounts: 'Danh sách tiểu khoản',
  },
  password: {
    title: 'Đổi mật khẩu',
    old: 'Mật khẩu hiện tại',
    new: 'Mật khẩu mới',
    confirm: 'Xác nhận mật khẩu mới',
    submit: 'Đổi mật khẩu',
    done: 'Đổi mật khẩu thành công, vui lòng đăng nhập lại',
  },
  pin: {
    title: 'Đổi mã PIN',
    old: 'Mã PIN hiện tại',
    new: 'Mã PIN mới',
    confirm: 'Xác nhận mã PIN mới',
    submit: 'Đổi mã PIN',
    done: 'Đổi mã PIN thành công',
  },
  changeAccount: {
    title: 'Đổi tài khoản mặc định',
    label: 'Tiểu khoản mặc định',
    submit: 'Lưu',
    done: 'Tiểu khoản mặc định: {{account}}',
  },
  validation: {
    required: 'Trường này không được để trống',
    minLength: 'Nhập tối thiểu 6 ký tự',
    maxLength: 'Nhập quá số ký tự cho phép',
    confirm: 'Xác nhận không khớp',
    differ: 'Giá trị mới phải khác giá trị cũ',
    pin: 'Mã PIN gồm 6 chữ số',
  },
};

export default vi;

declare module '@/shared/i18n/resources' {
  interface SenResources {
    account: typeof vi;
  }
}
