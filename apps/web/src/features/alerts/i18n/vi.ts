const vi = {
  menu: { alerts: 'Cảnh báo giá' },
  title: 'Cảnh báo giá',
  formTitle: 'Cảnh báo giá {{symbol}}',
  newTitle: 'Thêm cảnh báo',
  editTitle: 'Sửa cảnh báo',
  visitorNote:
    'Bạn chưa đăng nhập: cảnh báo được lưu trên trình duyệt này và chỉ được kiểm tra khi mã có trên bảng giá đang mở.',
  customerNote: 'Cảnh báo được lưu trên máy chủ và được kiểm tra liên tục theo thị trường (mô phỏng).',
  login: 'Đăng nhập',
  notifyAllowed: 'Thông báo trình duyệt: đã bật',
  notifyDenied: 'Thông báo trình duyệt: bị chặn (mở lại trong cài đặt trình duyệt)',
  notifyAsk: 'Bật thông báo trình duyệt',
  notifyUnsupported: 'Trình duyệt không hỗ trợ thông báo',
  field: {
    symbol: 'Mã CK',
    kind: 'Điều kiện',
    threshold: 'Ngưỡng',
    thresholdPrice: 'Giá (nghìn VNĐ)',
    thresholdPoints: 'Giá (điểm)',
    thresholdPercent: 'Thay đổi (%)',
    thresholdVolume: 'Khối lượng (cổ phiếu)',
    thresholdNone: 'Không cần ngưỡng',
    repeat: 'Lặp lại',
    active: 'Đang bật',
  },
  kinds: {
    priceAbove: 'Giá ≥',
    priceBelow: 'Giá ≤',
    changePctAbove: 'Thay đổi % ≥',
    changePctBelow: 'Thay đổi % ≤',
    ceiling: 'Chạm giá trần',
    floor: 'Chạm giá sàn',
    volumeAbove: 'Khối lượng ≥',
  },
  repeats: { once: 'Một lần', rearm: 'Lặp lại khi đạt lại' },
  statuses: { active: 'Đang bật', fired: 'Đã kích hoạt', disabled: 'Đã tắt' },
  column: {
    symbol: 'Mã',
    condition: 'Điều kiện',
    repeat: 'Lặp lại',
    status: 'Trạng thái',
    created: 'Tạo lúc',
    fired: 'Kích hoạt gần nhất',
    actions: 'Thao tác',
  },
  allAlerts: 'Xem tất cả cảnh báo',
  save: 'Lưu',
  cancel: 'Hủy',
  edit: 'Sửa',
  delete: 'Xóa',
  saved: 'Đã lưu cảnh báo {{symbol}}',
  deleted: 'Đã xóa cảnh báo {{symbol}}',
  empty: 'Chưa có cảnh báo nào. Đặt cảnh báo ở đây hoặc bằng biểu tượng chuông trên bảng giá.',
  count: '{{active}}/{{max}} cảnh báo đang bật',
  firedAt: '{{time}} · giá {{price}}',
  validation: {
    symbol: 'Nhập mã chứng khoán (chữ và số, tối đa 20 ký tự)',
    thresholdPrice: 'Nhập giá lớn hơn 0 và không quá {{max}}, tính bằng {{unit}} như trên bảng giá',
    thresholdPercent: 'Nhập tỷ lệ thay đổi từ -{{max}} đến {{max}}, tối đa 2 chữ số thập phân',
    thresholdVolume: 'Nhập khối lượng là số nguyên từ 1 đến {{max}}',
  },
  unit: { thousandVnd: 'nghìn VNĐ', points: 'điểm' },
};

export default vi;

declare module '@/shared/i18n/resources' {
  interface SenResources {
    alerts: typeof vi;
  }
}
