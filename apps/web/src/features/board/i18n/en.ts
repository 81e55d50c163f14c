import type vi from './vi';

const en: typeof vi = {
  region: 'Price board',
  groups: { bid: 'Bids', match: 'Matched', ask: 'Asks', foreign: 'Foreign', price: 'Prices', underlying: 'Underlying', none: '' },
  columns: {
    symbol: 'Symbol', ceiling: 'Ceil', floor: 'Floor', ref: 'Ref',
    price1: 'Price 1', price2: 'Price 2', price3: 'Price 3', volume1: 'Vol 1', volume2: 'Vol 2', volume3: 'Vol 3',
    price: 'Price', volume: 'Vol', change: '+/-', totalVolume: 'Total vol', high: 'High', low: 'Low', avg: 'Avg',
    foreignBuy: 'F. buy', foreignSell: 'F. sell', foreignRoom: 'F. room',
    maturity: 'Maturity', openInterest: 'OI', issuer: 'Issuer', expiry: 'Last trade', underlying: 'Und.',
    underlyingPrice: 'Und. price', exercisePrice: 'Exercise', ratio: 'Ratio', breakeven: 'Break-even',
  },
  toolbar: {
    change: 'Change', changeValue: '+/-', changePercent: '%', foreign: 'Foreign', foreignFlow: 'Buy/Sell', foreignRoom: 'Room',
    legendStock: 'Price x1000 VND · Vol x10', legendOddLot: 'Price x1000 VND · Vol x1 (odd lots)', legendDerivative: 'Price: points · Vol: contracts',
    rows: '{{count}} symbols',
  },
  negotiated: {
    bid: 'Bids', match: 'Matched', ask: 'Asks',
    no: 'No.', symbol: 'Symbol', price: 'Price', volume: 'Volume', value: 'Value (bn)', time: 'Time', empty: 'No deals yet',
  },
  derivatives: {
    chart: '{{symbol}} chart', sellSide: 'Sell side', buySide: 'Buy side', history: 'Match history',
    price: 'Price', volume: 'Vol', time: 'Time', change: '+/-', empty: 'No matches yet', select: 'Select a contract',
  },
  industries: { title: 'Industries', name: 'Industry', count: 'Symbols', symbols: 'Leading symbols', open: 'Open board' },
  empty: 'No symbols in this list',
};

export default en;
