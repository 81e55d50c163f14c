// Texts of the auth feature that the app shell shows on the board's first load (the top bar's menu entries
// and login button): namespace `auth-shell`, bundled. The feature's screens read `auth` (vi.ts), loaded with
// them.
const vi = {
  menu: { openAccount: 'Mở tài khoản', contact: 'Liên hệ' },
  login: 'Đăng nhập',
  logout: 'Đăng xuất',
  loggedOut: 'Đã đăng xuất',
};

export default vi;

declare module '@/shared/i18n/resources' {
  interface SenResources {
    'auth-shell': typeof vi;
  }
}
