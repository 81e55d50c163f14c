// Texts of login, session expiry, forgot password, open account and contact.
const vi = {
  menu: {
    login: 'Đăng nhập',
    openAccount: 'Mở tài khoản',
    contact: 'Liên hệ',
    forgotPassword: 'Quên mật khẩu',
  },
  login: {
    title: 'Đăng nhập',
    username: 'Tên đăng nhập',
    password: 'Mật khẩu',
    otp: 'Mã OTP',
    otpHint: 'Nhập mã OTP gồm 6 chữ số đã gửi tới quý khách',
    submit: 'Đăng nhập',
    submitting: 'Đang đăng nhập...',
    show: 'Hiện mật khẩu',
    hide: 'Ẩn mật khẩu',
    forgot: 'Quên mật khẩu?',
    openAccount: 'Mở tài khoản',
    close: 'Đóng',
    success: 'Đăng nhập thành công',
    logout: 'Đăng xuất',
    loggedOut: 'Đã đăng xuất',
    demoHint: 'Tài khoản demo: demo / Demo@123, PIN 123456',
  },
  expired: {
    title: 'Thông báo',
    text: 'Phiên làm việc đã kết thúc, vui lòng nhấn Đồng ý để đăng nhập lại.',
    confirm: 'Đồng ý',
  },
  outbox: { title: 'Hộp thư SMS (demo)', empty: 'Chưa có tin nhắn', refresh: 'Làm mới' },
  forgot: {
    title: 'Quên mật khẩu',
    step1: 'Nhập tên đăng nhập và số điện thoại hoặc email đã đăng ký để nhận mã OTP.',
    username: 'Tên đăng nhập',
    contact: 'Số điện thoại hoặc email',
    send: 'Gửi mã OTP',
    sent: 'Mã OTP đã được gửi',
    otp: 'Mã OTP',
    newPassword: 'Mật khẩu mới',
    confirmPassword: 'Xác nhận mật khẩu mới',
    reset: 'Đặt lại mật khẩu',
    done: 'Đặt lại mật khẩu thành công, vui lòng đăng nhập',
  },
  openAccount: {
    title: 'Mở tài khoản',
    intro: 'Điền thông tin, chuyên viên của Sen sẽ liên hệ để hoàn tất hồ sơ.',
    fullName: 'Họ và tên',
    idNumber: 'Số CCCD/CMND',
    phone: 'Số điện thoại',
    email: 'Email',
    province: 'Tỉnh/Thành phố',
    branch: 'Chi nhánh',
    choose: '-- Chọn --',
    submit: 'Gửi yêu cầu',
    done: 'Đã nhận yêu cầu số {{id}}',
  },
  contact: {
    title: 'Liên hệ',
    name: 'Họ và tên',
    email: 'Email',
    phone: 'Số điện thoại',
    subject: 'Tiêu đề',
    message: 'Nội dung',
    submit: 'Gửi',
    done: 'Đã gửi liên hệ số {{id}}',
  },
  validation: {
    required: 'Trường này không được để trống',
    maxLength: 'Nhập tối đa {{max}} ký tự',
    minLength: 'Nhập tối thiểu {{min}} ký tự',
    otp: 'Mã OTP gồm 6 chữ số',
    phone: 'Số điện thoại không đúng định dạng',
    email: 'Email không đúng định dạng',
    idNumber: 'Số CCCD/CMND gồm 9 hoặc 12 chữ số',
    confirm: 'Xác nhận không khớp',
    differ: 'Mật khẩu mới phải khác mật khẩu cũ',
    pin: 'Mã PIN gồm 6 chữ số',
    bidi: 'Không được chứa ký tự điều khiển hướng văn bản',
  },
};

export default vi;

declare module '@/shared/i18n/resources' {
  interface SenResources {
    auth: typeof vi;
  }
}
