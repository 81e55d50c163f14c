// Texts of the account feature that the app shell shows on the board's first load (the top bar's menu entries
// and sub-account switcher): namespace `account-shell`, bundled. The feature's screens read `account`
// (vi.ts), loaded with them.
const vi = {
  menu: { assets: 'Tài sản', account: 'Tài khoản' },
  switcher: 'Tiểu khoản',
  margin: 'Margin',
  normal: 'Thường',
};

export default vi;

declare module '@/shared/i18n/resources' {
  interface SenResources {
    'account-shell': typeof vi;
  }
}
