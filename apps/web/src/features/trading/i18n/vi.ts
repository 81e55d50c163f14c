// Texts of trading: the order ticket, the PIN prompt and the order book.
const vi = {
  menu: { trading: 'Giao dịch cổ phiếu', orders: 'Sổ lệnh' },
  ticket: {
    power: 'Sức mua (có vay)',
    powerCash: 'Không vay',
    maxVolume: 'KL tối đa',
    title: 'Đặt lệnh',
    buy: 'MUA',
    sell: 'BÁN',
    symbol: 'Mã CK',
    price: 'Giá',
    pricePlaceholder: 'Giá hoặc ATO, ATC, MP, MTL...',
    volume: 'Khối lượng',
    nextSession: 'Lệnh phiên sau',
    pin: 'Mã PIN',
    submit: 'Đặt lệnh',
    close: 'Đóng',
    ceilingFloor: 'Trần {{ceiling}} · Sàn {{floor}} · TC {{ref}}',
    placed: 'Đã đặt lệnh {{orderNo}}',
    orderType: 'Loại lệnh: {{type}}',
    pinInvalid: 'Mã PIN gồm 6 chữ số',
    volumeInvalid: 'Khối lượng không hợp lệ',
  },
  book: {
    forced: 'Bán giải chấp',
    conditional: 'Lệnh điều kiện',
    title: 'Sổ lệnh',
    today: 'Lệnh trong ngày',
    nextSession: 'Lệnh phiên sau',
    history: 'Lịch sử lệnh',
    orderNo: 'Số hiệu',
    side: 'Mua/Bán',
    symbol: 'Mã',
    type: 'Loại',
    price: 'Giá',
    volume: 'KL',
    matched: 'KL khớp',
    avg: 'Giá khớp TB',
    status: 'Trạng thái',
    actions: 'Thao tác',
    edit: 'Sửa',
    cancel: 'Hủy',
    save: 'Lưu',
    empty: 'Không có lệnh',
    cancelled: 'Đã gửi yêu cầu hủy lệnh {{orderNo}}',
    edited: 'Đã sửa lệnh {{orderNo}}',
    buy: 'Mua',
    sell: 'Bán',
  },
  conditional: { trigger: 'Giá kích hoạt', expiry: 'Hiệu lực đến', add: 'Thêm lệnh điều kiện' },
};

export default vi;

declare module '@/shared/i18n/resources' {
  interface SenResources {
    trading: typeof vi;
  }
}
