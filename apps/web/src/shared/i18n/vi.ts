// Vietnamese: the source of the `common` namespace's keys (typed keys come from this file).
// Each feature keeps its own namespace in `features/<name>/i18n/{vi,en}.ts`.
const vi = {
  appName: 'Sen',
  loading: 'Đang tải...',
  retry: 'Thử lại',
  loadFailed: 'Không tải được dữ liệu',
  configFailed: 'Không tải được cấu hình máy chủ',
  version: 'Phiên bản {{version}}',
  simulatedMarket: 'Thị trường mô phỏng',
  demoClock: 'Đồng hồ mô phỏng',
  marketTime: 'Giờ thị trường',
  language: 'Ngôn ngữ',
  languages: { vi: 'Tiếng Việt', en: 'English' },
  languageShort: { vi: 'VI', en: 'EN' },
  theme: { label: 'Giao diện', dark: 'Nền tối', light: 'Nền sáng' },
  server: { label: 'Máy chủ', on: 'Kết nối', off: 'Mất kết nối', unknown: 'Đang kết nối' },
  menu: { priceBoard: 'Bảng giá', open: 'Mở menu', label: 'Menu chính', close: 'Đóng menu' },
  notFound: 'Không tìm thấy trang',
  pin: {
    title: 'Nhập mã PIN',
    label: 'Mã PIN giao dịch',
    hint: 'Mã PIN gồm 6 chữ số, dùng để đặt, sửa và hủy lệnh',
    invalid: 'Mã PIN gồm 6 chữ số',
    remember: 'Lưu PIN trong phiên đăng nhập',
    confirm: 'Xác nhận',
    cancel: 'Đóng',
  },
  panelFailed: 'Khối này gặp lỗi',
};

export default vi;
export type CommonResources = typeof vi;
