// Texts of the stock detail page.
const vi = {
  heading: 'Mã chứng khoán {{symbol}}',
  back: 'Về bảng giá',
};

export default vi;

declare module '@/shared/i18n/resources' {
  interface SenResources {
    'stock-detail': typeof vi;
  }
}
