export { StockDetailScreen } from './components/stock-detail-screen';
