// The watchlists feature as the shell mounts it: the effects that choose where the lists live
// (browser or server). The tab bar and the board rows of a list (`./components/watchlist-tabs`,
// `./components/watchlist-rows`, `./hooks/use-watchlist-rows`) are loaded on demand by the shell
// (app/slots/watchlist-board.tsx) when a watchlist board opens, outside the board route's code.
export { WatchlistEffects } from './components/watchlist-effects';
