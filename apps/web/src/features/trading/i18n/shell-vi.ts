// Texts of the trading feature that the app shell shows on the board's first load (the top bar's menu entry):
// namespace `trading-shell`, bundled. The feature's screens read `trading` (vi.ts), loaded with them.
const vi = {
  menu: { trading: 'Giao dịch cổ phiếu' },
};

export default vi;

declare module '@/shared/i18n/resources' {
  interface SenResources {
    'trading-shell': typeof vi;
  }
}
