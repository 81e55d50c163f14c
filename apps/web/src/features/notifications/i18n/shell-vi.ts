// Texts of the notifications feature that the app shell shows on the board's first load (the top bar's bell):
// namespace `notifications-shell`, bundled. The feature's screens read `notifications` (vi.ts), loaded with
// them.
const vi = {
  bell: 'Thông báo ({{count}} chưa đọc)',
};

export default vi;

declare module '@/shared/i18n/resources' {
  interface SenResources {
    'notifications-shell': typeof vi;
  }
}
