const vi = {
  menu: { transfer: 'Chuyển tiền' },
  title: 'Chuyển tiền ngân hàng',
  sub: 'Tiểu khoản',
  withdrawable: 'Số tiền có thể rút',
  virtualAccount: 'Tài khoản định danh nộp tiền',
  virtualBank: 'Ngân hàng nhận: {{bank}}',
  withdraw: {
    title: 'Rút tiền về ngân hàng',
    account: 'Tài khoản thụ hưởng',
    amount: 'Số tiền (VNĐ)',
    fee: 'Phí chuyển tiền',
    otp: 'Mã OTP',
    sendOtp: 'Gửi mã OTP',
    otpSent: 'Đã gửi mã OTP qua SMS',
    otpTotp: 'Dùng mã từ ứng dụng xác thực',
    submit: 'Rút tiền',
    demoSuccess: 'demo: luôn thành công',
    demoBankError: 'demo: ngân hàng luôn báo lỗi',
    demoRule: 'Demo: số tiền có đuôi {{tail}} VNĐ (ví dụ {{example}}) bị công ty từ chối (không thành công).',
    noAccount: 'Chưa có tài khoản thụ hưởng',
    done: 'Đã gửi lệnh rút tiền #{{id}}',
  },
  deposit: {
    title: 'Nộp tiền (mô phỏng)',
    hint: 'Chế độ demo: ngân hàng mô phỏng chuyển tiền vào tài khoản định danh và gọi lại có chữ ký.',
    amount: 'Số tiền (VNĐ)',
    submit: 'Mô phỏng nộp tiền',
    done: 'Đã nộp {{amount}} VNĐ',
  },
  confirm: {
    withdrawTitle: 'Xác nhận rút tiền',
    depositTitle: 'Xác nhận nộp tiền (mô phỏng)',
    amount: 'Số tiền',
    fee: 'Phí',
    total: 'Tổng trừ tài khoản',
    destination: 'Chuyển đến',
    source: 'Từ tiểu khoản',
    ok: 'Xác nhận',
    back: 'Quay lại',
  },
  history: {
    title: 'Lịch sử chuyển tiền',
    empty: 'Không có giao dịch',
    time: 'Thời gian',
    kind: 'Loại',
    amount: 'Số tiền',
    fee: 'Phí',
    bank: 'Ngân hàng',
    account: 'Tài khoản',
    status: 'Trạng thái',
    withdraw: 'Rút tiền',
    deposit: 'Nộp tiền',
  },
  status: {
    pending: 'Chờ xử lý',
    complete: 'Đã duyệt',
    bankError: 'Lỗi ngân hàng',
    success: 'Thành công',
    unsuccessful: 'Không thành công',
  },
  needLogin: 'Vui lòng đăng nhập để xem mục này',
  login: 'Đăng nhập',
  outbox: { title: 'Hộp thư SMS (demo)', empty: 'Chưa có tin nhắn' },
  valid: {
    amount: 'Nhập số tiền nguyên từ {{min}} đến {{max}} VNĐ',
    account: 'Chọn tài khoản thụ hưởng',
    otp: 'Mã OTP gồm 6 chữ số',
  },
};

export default vi;

declare module '@/shared/i18n/resources' {
  interface SenResources {
    bank: typeof vi;
  }
}
