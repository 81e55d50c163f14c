// Texts of the bonds feature that the app shell shows on the board's first load (the top bar's menu entry):
// namespace `bonds-shell`, bundled. The feature's screens read `bonds` (vi.ts), loaded with them.
const vi = {
  menu: { bonds: 'Trái phiếu' },
};

export default vi;

declare module '@/shared/i18n/resources' {
  interface SenResources {
    'bonds-shell': typeof vi;
  }
}
