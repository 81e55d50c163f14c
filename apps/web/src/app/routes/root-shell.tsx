// The shell around every screen: top bar, the screen, footer. It waits for /config.json, then
// connects the realtime channel. Keyboard focus is kept off <body> when a form's focused element is
// disabled or removed as the form is sent (shared/lib/focus-keeper.ts).
import { Suspense, useEffect } from 'react';
import { Outlet } from 'react-router';
import { installFocusKeeper } from '@/shared/lib/focus-keeper';
import { Loading } from '@/shared/ui/loading';
import { PanelBoundary } from '@/shared/ui/panel-boundary';
import { ConfigGate } from '../shell/config-gate';
import { Footer } from '../shell/footer';
import { KeyboardShortcuts } from '../shell/keyboard-shortcuts';
import { RealtimeConnector } from '../shell/realtime-connector';
import { MAIN_ID, SkipLink } from '../shell/skip-link';
import { TopBar } from '../shell/top-bar';
import { ModalHost } from '../slots/modal-host';
import styles from './root-shell.module.css';

export function RootShell() {
  useEffect(() => installFocusKeeper(), []);
  return (
    <div className={styles.shell}>
      <ConfigGate>
        <RealtimeConnector />
        <SkipLink />
        <TopBar />
        {/* Focusable from script only: where a dialog gives focus back when its opener is gone, and
            where the skip link sends the keyboard. */}
        <main id={MAIN_ID} className={styles.main} tabIndex={-1}>
          <PanelBoundary>
            <Suspense fallback={<Loading />}>
              <Outlet />
            </Suspense>
          </PanelBoundary>
        </main>
        <Footer />
        <ModalHost />
        <KeyboardShortcuts />
      </ConfigGate>
    </div>
  );
}
