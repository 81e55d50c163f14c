// Slot: app-wide modals (login, session expired ...). Mount each feature's modal component here;
// each decides itself when it is open. Modals (login, session expired, order ticket) are loaded on
// demand, the first time their store asks for them, so the board route does not carry their code
// (react-hook-form, the order ticket).
import { lazy, Suspense, useSyncExternalStore } from 'react';
import { alertFormStore } from '@/features/alerts';
import { AuthEffects } from '@/features/auth';
import { TradingEffects } from '@/features/trading';
import { WatchlistEffects } from '@/features/watchlists';
import { orderIntentStore } from '@/shared/orders/order-intent-store';
import { withTexts } from '@/shared/i18n/i18n';
import { PinPromptHost } from '@/shared/pin/pin-prompt-host';
import { useSession } from '@/shared/session/use-session';

const LoginModal = lazy(async () => ({
  default: (await withTexts('auth', import('@/features/auth/components/login-modal'))).LoginModal,
}));
const SessionExpiredModal = lazy(async () => ({
  default: (await withTexts('auth', import('@/features/auth/components/session-expired-modal')))
    .SessionExpiredModal,
}));
const OrderTicketModal = lazy(async () => ({
  default: (await withTexts('trading', import('@/features/trading/components/order-ticket-modal')))
    .OrderTicketModal,
}));

// The alerts' watching and delivery start after the app's first render (their code is not the board's).
const AlertEffects = lazy(async () => ({
  default: (await withTexts('alerts', import('@/features/alerts/components/alert-effects'))).AlertEffects,
}));

const AlertFormModal = lazy(async () => ({
  default: (await withTexts('alerts', import('@/features/alerts/components/alert-form-modal')))
    .AlertFormModal,
}));

function LazyAlertFormModal() {
  const target = useSyncExternalStore(alertFormStore.subscribe, alertFormStore.get);
  return target ? (
    <Suspense fallback={null}>
      <AlertFormModal />
    </Suspense>
  ) : null;
}

function LazyLoginModal() {
  const open = useSession((s) => s.loginOpen);
  return open ? (
    <Suspense fallback={null}>
      <LoginModal />
    </Suspense>
  ) : null;
}

function LazySessionExpiredModal() {
  const lost = useSession((s) => s.lostSession);
  return lost ? (
    <Suspense fallback={null}>
      <SessionExpiredModal />
    </Suspense>
  ) : null;
}

function LazyOrderTicketModal() {
  // The modal itself turns an intent without a login into the login.
  const intent = useSyncExternalStore(orderIntentStore.subscribe, orderIntentStore.get);
  return intent ? (
    <Suspense fallback={null}>
      <OrderTicketModal />
    </Suspense>
  ) : null;
}

export function ModalHost() {
  return (
    <>
      <AuthEffects />
      <LazySessionExpiredModal />
      <LazyLoginModal />
      <TradingEffects />
      <LazyOrderTicketModal />
      <PinPromptHost />
      <WatchlistEffects />
      <Suspense fallback={null}>
        <AlertEffects />
      </Suspense>
      <LazyAlertFormModal />
    </>
  );
}
