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
  industries: {
    bds: 'Bất động sản',
    'cb-kb': 'Cảng biển - Kho bãi',
    congnghe: 'Công nghệ',
    congnghiep: 'Công nghiệp',
    daukhi: 'Dầu khí',
    dvtc: 'Dịch vụ tài chính',
    dvtd: 'Dịch vụ tiêu dùng',
    'd-n-kd': 'Điện - Nước - Khí đốt',
    ht: 'Hạ tầng - Giao thông',
    htd: 'Hàng tiêu dùng',
    hoachat: 'Hóa chất',
    khaikhoang: 'Khai khoáng',
    taichinh: 'Ngân hàng - Tài chính',
    'ot-pt': 'Ô tô - Phụ tùng',
    'sxg-bb': 'Sản xuất giấy - Bao bì',
    thep: 'Thép',
    nongnghiep: 'Nông nghiệp - Thủy sản',
    vtb: 'Vận tải biển',
    xaydung: 'Xây dựng - Vật liệu',
    yte: 'Y tế - Dược phẩm',
  },
  added: 'Đã thêm {{symbol}} vào danh mục {{name}}',
};

export default vi;

declare module '@/shared/i18n/resources' {
  interface SenResources {
    'board-nav': typeof vi;
  }
}
