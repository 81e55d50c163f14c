// Texts of the board header (index cards, market summary, top index and top interest).
const vi = {
  region: 'Chỉ số thị trường',
  volume: 'KL',
  value: 'GT',
  billion: 'tỷ',
  advances: 'Tăng',
  declines: 'Giảm',
  unchanged: 'Đứng giá',
  derivatives: 'Phái sinh',
  openInterest: 'OI',
  summary: {
    title: 'Tổng quan thị trường',
    totalValue: 'Tổng GTGD',
    negotiatedValue: 'GT thỏa thuận',
    foreignValue: 'GT khối ngoại',
    unit: '(tỷ VNĐ)',
    world: 'Chỉ số thế giới',
  },
  world: { dow: 'Dow 30', sp500: 'S&P 500', nasdaq: 'Nasdaq' },
  topIndex: { title: 'Chỉ số', index: 'Chỉ số', value: 'Điểm', change: '+/-', percent: '%' },
  topInterest: { title: 'Top quan tâm', symbol: 'Mã', price: 'Giá', change: '+/-', percent: '%' },
  options: {
    button: 'Tùy chọn chỉ số',
    layout: 'Kiểu hiển thị',
    layout1: 'Biểu đồ',
    layout2: 'Thu gọn',
    layout3: 'Một dòng',
    show: 'Hiển thị chỉ số',
  },
  collapse: 'Ẩn chỉ số',
  strip: { previous: 'Chỉ số trước', next: 'Chỉ số tiếp theo', cards: 'Thẻ chỉ số' },
  topIndexLabel: 'Bảng chỉ số',
  noData: 'Chưa có dữ liệu',
};

export default vi;

declare module '@/shared/i18n/resources' {
  interface SenResources {
    'market-header': typeof vi;
  }
}
