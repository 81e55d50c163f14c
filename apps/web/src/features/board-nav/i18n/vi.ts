// Texts of the board navigation bar.
const vi = {
  region: 'Điều hướng bảng giá',
  search: { placeholder: 'Thêm mã', label: 'Thêm mã vào danh mục', empty: 'Không có mã phù hợp' },
  watchlists: 'Danh mục',
  defaultWatchlist: 'Mặc định',
  warrants: 'Chứng quyền',
  derivatives: 'Phái sinh',
  groups: {
    hose: 'HOSE',
    hnx: 'HNX',
    upcom: 'UPCOM',
    etf: 'ETF',
    vn30: 'VN30',
    hnx30: 'HNX30',
    oddLots: 'Lô lẻ',
    negotiated: 'Thỏa thuận',
    industries: 'Ngành',
  },
  categories: {
    hsx: 'HOSE',
    vn30: 'VN30',
    'thoa-thuan-hsx': 'Thỏa thuận HOSE',
    hnx: 'HNX',
    hnx30: 'HNX30',
    'thoa-thuan-hnx': 'Thỏa thuận HNX',
    upcom: 'UPCOM',
    'thoa-thuan-upcom': 'Thỏa thuận UPCOM',
    'lo-le-hose': 'Lô lẻ HOSE',
    'lo-le-hnx': 'Lô lẻ HNX',
    'danh-muc-nganh': 'Tất cả ngành',
    ETF: 'ETF',
  },
  added: 'Đã thêm {{symbol}} vào danh mục {{name}}',
};

export default vi;

declare module '@/shared/i18n/resources' {
  interface SenResources {
    'board-nav': typeof vi;
  }
}
