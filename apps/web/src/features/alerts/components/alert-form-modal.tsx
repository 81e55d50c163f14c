// The small form the board's bell opens: an alert on that symbol, its threshold prefilled with the
// current price (loaded on demand by the modal host).
import { priceInputText } from '@sen/market';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { quoteStore } from '@/shared/quotes/quote-store';
import { useStore } from '@/shared/hooks/use-store';
import { Dialog } from '@/shared/ui/dialog';
import { alertFormStore, closeAlertForm } from '@/shared/alerts/alert-ui-store';
import { kindOfSymbol } from '../lib/kind-of-symbol';
import { AlertForm } from './alert-form';
import styles from './alerts.module.css';

export function AlertFormModal() {
  const { t } = useTranslation('alerts');
  const target = useStore(alertFormStore);
  if (!target) return null;
  const quote = quoteStore.get(target.symbol);
  const price = quote?.last ?? quote?.ref ?? null;
  return (
    <Dialog
      title={t('formTitle', { symbol: target.symbol })}
      onClose={closeAlertForm}
      testId="alert-form-modal"
    >
      <AlertForm
        initial={{
          symbol: target.symbol,
          kind: 'priceAbove',
          threshold: price === null ? '' : priceInputText(price, kindOfSymbol(target.symbol)),
          repeat: 'once',
          active: true,
        }}
        lockSymbol
        onDone={closeAlertForm}
        testId="alert-bell-form"
      />
      <Link
        to="/home/canh-bao-gia"
        className={styles.allLink}
        onClick={closeAlertForm}
        data-testid="alert-all-link"
      >
        {t('allAlerts')}
      </Link>
    </Dialog>
  );
}
