// The watchlists feature as the shell mounts it: the tab bar, the board rows of a list and the
// effects that choose where the lists live (browser or server).
export { WatchlistEffects } from './components/watchlist-effects';
export { WatchlistRowsScope } from './components/watchlist-rows';
export { WatchlistTabs } from './components/watchlist-tabs';
export { useWatchlistRows } from './hooks/use-watchlist-rows';
