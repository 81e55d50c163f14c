// The price board tables as the app shell mounts them.
export { PriceBoard } from './components/price-board';
