// Slot: app-wide modals (login, session expired ...). Mount each feature's modal component here;
// each decides itself when it is open.
import { AuthEffects, LoginModal, SessionExpiredModal } from '@/features/auth';
import { OrderTicketModal, TradingEffects } from '@/features/trading';
import { WatchlistEffects } from '@/features/watchlists';

export function ModalHost() {
  return (
    <>
      <AuthEffects />
      <SessionExpiredModal />
      <LoginModal />
      <TradingEffects />
      <OrderTicketModal />
      <WatchlistEffects />
    </>
  );
}
