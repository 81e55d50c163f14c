// Texts of the price board tables.
const vi = {
  region: 'Bảng giá',
  groups: { bid: 'Dư mua', match: 'Khớp lệnh', ask: 'Dư bán', foreign: 'ĐTNN', price: 'Giá', underlying: 'CK cơ sở', none: '' },
  columns: {
    symbol: 'Mã CK', ceiling: 'Trần', floor: 'Sàn', ref: 'TC',
    price1: 'Giá 1', price2: 'Giá 2', price3: 'Giá 3', volume1: 'KL 1', volume2: 'KL 2', volume3: 'KL 3',
    price: 'Giá', volume: 'KL', change: '+/-', totalVolume: 'Tổng KL', high: 'Cao', low: 'Thấp', avg: 'TB',
    foreignBuy: 'NN mua', foreignSell: 'NN bán', foreignRoom: 'Room NN',
    maturity: 'Ngày ĐH', openInterest: 'OI', issuer: 'TCPH', expiry: 'Ngày GDCC', underlying: 'Mã CS',
    underlyingPrice: 'Giá CS', exercisePrice: 'Giá TH', ratio: 'Tỷ lệ CĐ', breakeven: 'Hòa vốn',
  },
  toolbar: {
    change: 'Thay đổi', changeValue: '+/-', changePercent: '%', foreign: 'ĐTNN', foreignFlow: 'Mua/Bán', foreignRoom: 'Room',
    legendStock: 'Giá x1000 VNĐ · KL x10', legendOddLot: 'Giá x1000 VNĐ · KL x1 (lô lẻ)', legendDerivative: 'Giá: điểm · KL: hợp đồng',
    rows: '{{count}} mã',
  },
  negotiated: {
    bid: 'Chào mua', match: 'Khớp lệnh', ask: 'Chào bán',
    no: 'STT', symbol: 'Mã CK', price: 'Giá', volume: 'KL', value: 'GT (tỷ)', time: 'Thời gian', empty: 'Chưa có giao dịch',
  },
  derivatives: {
    chart: 'Biểu đồ {{symbol}}', sellSide: 'Bên bán', buySide: 'Bên mua', history: 'Lịch sử khớp lệnh',
    price: 'Giá', volume: 'KL', time: 'Thời gian', change: '+/-', empty: 'Chưa có khớp lệnh', select: 'Chọn hợp đồng',
  },
  industries: { title: 'Danh mục ngành', name: 'Ngành', count: 'Số mã', symbols: 'Mã tiêu biểu', open: 'Xem bảng giá' },
  empty: 'Không có mã nào trong danh mục',
};

export default vi;

declare module '@/shared/i18n/resources' {
  interface SenResources {
    board: typeof vi;
  }
}
