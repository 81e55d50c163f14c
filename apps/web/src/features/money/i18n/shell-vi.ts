// Texts of the money feature that the app shell shows on the board's first load (the top bar's menu entry):
// namespace `money-shell`, bundled. The feature's screens read `money` (vi.ts), loaded with them.
const vi = {
  menu: { money: 'Tiện ích' },
};

export default vi;

declare module '@/shared/i18n/resources' {
  interface SenResources {
    'money-shell': typeof vi;
  }
}
