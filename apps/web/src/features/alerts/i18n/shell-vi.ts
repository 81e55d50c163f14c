// Texts of the alerts feature that the app shell shows on the board's first load (the bell of a board row):
// namespace `alerts-shell`, bundled. The feature's screens read `alerts` (vi.ts), loaded with them.
const vi = {
  bell: 'Đặt cảnh báo giá {{symbol}}',
  bellActive: 'Đặt cảnh báo giá {{symbol}} (đang có cảnh báo)',
};

export default vi;

declare module '@/shared/i18n/resources' {
  interface SenResources {
    'alerts-shell': typeof vi;
  }
}
