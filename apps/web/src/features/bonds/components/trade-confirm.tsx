// The confirmation of a purchase or a sell-back: the numbers the customer agrees to (price, accrued
// interest, value, fee, tax, amount), the PIN the first time in a session, then the call. The
// confirmed clean price travels with it: a price changed since (a new day) is refused (-8605).
import { formatInteger } from '@sen/market';
import { useQueryClient } from '@tanstack/react-query';
import { useMemo, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'react-toastify';
import { useAppConfig } from '@/shared/config/config-query';
import { errorText } from '@/shared/session/error-text';
import { setPin } from '@/shared/session/session-store';
import { useSession } from '@/shared/session/use-session';
import { callBond, newBondRef } from '../api/bond-api';
import styles from './bonds.module.css';

export interface TradeDraft {
  side: 'buy' | 'sell';
  symbol: string;
  volume: number;
  cleanPrice: number;
  accrued: number;
  value: number;
  fee: number;
  tax: number;
  amount: number;
}

export function TradeConfirm({
  draft,
  sub,
  onClose,
}: {
  draft: TradeDraft;
  sub: string;
  onClose: () => void;
}) {
  const { t } = useTranslation('bonds');
  const { bondBase } = useAppConfig();
  const storedPin = useSession((s) => s.pin);
  const queryClient = useQueryClient();
  const [pin, setPinText] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const refId = useMemo(() => newBondRef(), []);

  async function confirm(event: FormEvent) {
    event.preventDefault();
    const usePin = storedPin ?? pin;
    if (!/^\d{6}$/.test(usePin)) return setError(t('confirm.pinInvalid'));
    setBusy(true);
    setError(null);
    try {
      const data = {
        subAcntNo: sub,
        symbol: draft.symbol,
        volume: draft.volume,
        pin: usePin,
        refId,
        cleanPrice: draft.cleanPrice,
      };
      await callBond(bondBase, draft.side === 'buy' ? 'BondBuy' : 'BondSellBack', data);
      setPin(usePin);
      toast.success(
        t(draft.side === 'buy' ? 'bought' : 'sold', {
          volume: formatInteger(draft.volume),
          symbol: draft.symbol,
        }),
      );
      void queryClient.invalidateQueries({ queryKey: ['bonds'] });
      void queryClient.invalidateQueries({ queryKey: ['cashBalance', sub] });
      onClose();
    } catch (failure) {
      setError(errorText(failure));
    } finally {
      setBusy(false);
    }
  }

  const rows: Array<[string, number]> = [
    [t('col.volume'), draft.volume],
    [t('col.price'), draft.cleanPrice],
    [t('col.accrued'), draft.accrued],
    [t('col.value'), draft.value],
    [t('col.fee'), draft.fee],
    ...(draft.side === 'sell' ? [[t('col.tax'), draft.tax] as [string, number]] : []),
    [draft.side === 'buy' ? t('settlement') : t('proceeds'), draft.amount],
  ];
  return (
    <div className={styles.backdrop}>
      <form
        className={styles.dialog}
        role="dialog"
        aria-modal="true"
        onSubmit={confirm}
        data-testid="bond-confirm"
      >
        <h3 className={styles.title}>
          {t(draft.side === 'buy' ? 'confirm.buyTitle' : 'confirm.sellTitle')} {draft.symbol}
        </h3>
        <dl className={styles.figures}>
          {rows.map(([label, value]) => (
            <div key={label} style={{ display: 'contents' }}>
              <dt>{label}</dt>
              <dd>{formatInteger(value)}</dd>
            </div>
          ))}
        </dl>
        {storedPin === null && (
          <label className={styles.field}>
            {t('confirm.pin')}
            <input
              type="password"
              inputMode="numeric"
              maxLength={6}
              value={pin}
              onChange={(e) => setPinText(e.target.value.replace(/\D/g, ''))}
              data-testid="bond-pin"
            />
          </label>
        )}
        {error && (
          <p className={styles.error} role="alert" data-testid="bond-confirm-error">
            {error}
          </p>
        )}
        <div className={styles.actions}>
          <button type="button" className={styles.button} onClick={onClose}>
            {t('confirm.cancel')}
          </button>
          <button type="submit" className={styles.primary} disabled={busy} data-testid="bond-confirm-ok">
            {t('confirm.ok')}
          </button>
        </div>
      </form>
    </div>
  );
}
