// Opens the order ticket from a "start order" intent (double-click or Enter on a board price cell:
// side, symbol and price prefilled, spec §2) in the app's dialog (focus inside and trapped,
// Escape closes, focus back on the cell). Without a login the login opens instead.
import { useEffect, useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import { clearOrderIntent, orderIntentStore } from '@/shared/orders/order-intent-store';
import { openLogin } from '@/shared/session/session-store';
import { useSession } from '@/shared/session/use-session';
import { Dialog } from '@/shared/ui/dialog';
import { OrderTicket } from './order-ticket';

export function OrderTicketModal() {
  const { t } = useTranslation('trading');
  const intent = useSyncExternalStore(orderIntentStore.subscribe, orderIntentStore.get);
  const loggedIn = useSession((s) => s.token !== null);
  useEffect(() => {
    if (intent && !loggedIn) {
      clearOrderIntent();
      openLogin();
    }
  }, [intent, loggedIn]);
  if (!intent || !loggedIn) return null;
  return (
    <Dialog
      title={t('ticket.title')}
      closeLabel={t('ticket.close')}
      onClose={clearOrderIntent}
      testId="order-ticket-modal"
    >
      <OrderTicket
        key={intent.sequence}
        defaults={{ symbol: intent.symbol, side: intent.side === 'BUY' ? 'B' : 'S', price: intent.price }}
        onDone={clearOrderIntent}
      />
    </Dialog>
  );
}
