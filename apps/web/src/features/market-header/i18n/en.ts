import type vi from './vi';

const en: typeof vi = {
  region: 'Market indexes',
  volume: 'Vol',
  value: 'Val',
  billion: 'bn',
  advances: 'Up',
  declines: 'Down',
  unchanged: 'Unchanged',
  derivatives: 'Derivatives',
  openInterest: 'OI',
  summary: {
    title: 'Market summary',
    totalValue: 'Total value',
    negotiatedValue: 'Put-through value',
    foreignValue: 'Foreign value',
    unit: '(VND bn)',
    world: 'World indexes',
  },
  world: { dow: 'Dow 30', sp500: 'S&P 500', nasdaq: 'Nasdaq' },
  topIndex: { title: 'Indexes', index: 'Index', value: 'Value', change: '+/-', percent: '%' },
  topInterest: { title: 'Top interest', symbol: 'Symbol', price: 'Price', change: '+/-', percent: '%' },
  options: {
    button: 'Index options',
    layout: 'Layout',
    layout1: 'Chart',
    layout2: 'Compact',
    layout3: 'Single line',
    show: 'Show indexes',
  },
  collapse: 'Hide indexes',
  strip: { previous: 'Previous indexes', next: 'Next indexes', cards: 'Index cards' },
  topIndexLabel: 'Index table',
  noData: 'No data yet',
};

export default en;
