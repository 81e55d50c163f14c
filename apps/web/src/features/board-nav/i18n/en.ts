import type vi from './vi';

const en: typeof vi = {
  region: 'Price board navigation',
  search: { placeholder: 'Add symbol', label: 'Add a symbol to the watchlist', empty: 'No matching symbol' },
  watchlists: 'Watchlists',
  defaultWatchlist: 'Default',
  warrants: 'Covered warrants',
  derivatives: 'Derivatives',
  groups: {
    hose: 'HOSE',
    hnx: 'HNX',
    upcom: 'UPCOM',
    etf: 'ETF',
    vn30: 'VN30',
    hnx30: 'HNX30',
    oddLots: 'Odd lots',
    negotiated: 'Put-through',
    industries: 'Industries',
  },
  categories: {
    hsx: 'HOSE',
    vn30: 'VN30',
    'thoa-thuan-hsx': 'HOSE put-through',
    hnx: 'HNX',
    hnx30: 'HNX30',
    'thoa-thuan-hnx': 'HNX put-through',
    upcom: 'UPCOM',
    'thoa-thuan-upcom': 'UPCOM put-through',
    'lo-le-hose': 'HOSE odd lots',
    'lo-le-hnx': 'HNX odd lots',
    'danh-muc-nganh': 'All industries',
    ETF: 'ETF',
  },
  added: '{{symbol}} added to {{name}}',
};

export default en;
