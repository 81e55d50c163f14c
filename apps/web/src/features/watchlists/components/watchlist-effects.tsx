// Mounted once in the shell: which lists the store shows (the browser's for a visitor, the
// server's for a customer), the merge offer at login, and keeping them current across tabs.
import { lazy, Suspense, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAppConfig } from '@/shared/config/config-query';
import { showFailureLater } from '@/shared/session/show-failure-later';
import { useSession } from '@/shared/session/use-session';
import { WATCHLIST_STORAGE_KEY, type Watchlist } from '@/shared/watchlists/watchlist-schema';
import {
  isRemoteWatchlists,
  readLocalWatchlists,
  showLocalWatchlists,
  watchlistPendingStore,
} from '@/shared/watchlists/watchlist-store';
import { connectServerLists, disconnectServerLists, reloadServerLists } from '../api/server-lists';
import { hasContent } from '../lib/list-changes';

// Loaded when offered (the board route does not carry the dialog library).
const MergeOffer = lazy(async () => ({ default: (await import('./merge-offer')).MergeOffer }));

/** Session storage: the session whose merge offer was answered (asked once per login). */
const OFFERED_KEY = 'sen.watchlistMergeOffered';
const offered = (sid: string) => globalThis.sessionStorage?.getItem(OFFERED_KEY) === sid;

export function WatchlistEffects() {
  const { t } = useTranslation('watchlists');
  const { tradingBase } = useAppConfig();
  const sid = useSession((state) => state.token?.sid ?? null);
  const [offer, setOffer] = useState<{ sid: string; lists: Watchlist[] } | null>(null);

  useEffect(() => {
    if (sid === null) {
      disconnectServerLists();
      if (isRemoteWatchlists() || watchlistPendingStore.get()) showLocalWatchlists();
      return;
    }
    let live = true;
    watchlistPendingStore.set(true);
    connectServerLists(tradingBase)
      .then(() => {
        const local = readLocalWatchlists();
        if (live && hasContent(local) && !offered(sid)) setOffer({ sid, lists: local });
      })
      .catch((error: unknown) => {
        watchlistPendingStore.set(false);
        if (live) void showFailureLater(error, { format: (message) => t('loadFailed', { message }) });
      });
    return () => {
      live = false;
    };
  }, [sid, tradingBase, t]);

  useEffect(() => {
    const onStorage = (event: StorageEvent) => {
      if (event.key === WATCHLIST_STORAGE_KEY && !isRemoteWatchlists()) showLocalWatchlists();
    };
    const onVisible = () => {
      if (document.visibilityState === 'visible' && isRemoteWatchlists()) void reloadServerLists();
    };
    window.addEventListener('storage', onStorage);
    document.addEventListener('visibilitychange', onVisible);
    return () => {
      window.removeEventListener('storage', onStorage);
      document.removeEventListener('visibilitychange', onVisible);
    };
  }, []);

  if (!offer || offer.sid !== sid) return null;
  const done = () => {
    globalThis.sessionStorage?.setItem(OFFERED_KEY, offer.sid);
    setOffer(null);
  };
  return (
    <Suspense fallback={null}>
      <MergeOffer tradingBase={tradingBase} lists={offer.lists} onDone={done} />
    </Suspense>
  );
}
