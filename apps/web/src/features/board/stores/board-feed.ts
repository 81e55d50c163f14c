// The board's one live feed, wired to the browser: the server's market clock, the page's
// visibility and animation frames.
import { marketMinuteOfDay, marketNow } from '@/shared/lib/market-clock';
import { createLiveFeed } from './live-feed';
import { quoteStore } from '@/shared/quotes/quote-store';

export const boardFeed = createLiveFeed({
  store: quoteStore,
  marketSecondsOfDay: () => {
    const now = marketNow();
    return now === null ? null : marketMinuteOfDay(now) * 60;
  },
  isTabVisible: () => typeof document === 'undefined' || document.visibilityState !== 'hidden',
  requestFrame: (callback) => requestAnimationFrame(callback),
});
