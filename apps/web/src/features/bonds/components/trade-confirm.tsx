// The confirmation of a purchase or a sell-back (the shared ConfirmDialog): the sub-account and the
// numbers the customer agrees to (volume, price, accrued interest, value, fee, tax, amount), the PIN
// the first time in a session (Enter in it confirms), then the call. A refusal stays in the dialog.
// The confirmed clean price travels with it: a price changed since (a new day) is refused (-8605).
import { formatInteger, subAccountLabel } from '@sen/market';
import { useQueryClient } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'react-toastify';
import { useAppConfig } from '@/shared/config/config-query';
import { errorText } from '@/shared/session/error-text';
import { setPin } from '@/shared/session/session-store';
import { useSession } from '@/shared/session/use-session';
import { useSettings } from '@/shared/settings/use-settings';
import { ConfirmDialog } from '@/shared/ui/confirm-dialog';
import { useMoneyRow } from '@/shared/ui/use-money-row';
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
  const lang = useSettings((s) => s.lang);
  const moneyRow = useMoneyRow();
  const { bondBase } = useAppConfig();
  const storedPin = useSession((s) => s.pin);
  const queryClient = useQueryClient();
  const [pin, setPinText] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const refId = useMemo(() => newBondRef(), []);

  async function confirm() {
    if (busy) return;
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

  return (
    <ConfirmDialog
      title={`${t(draft.side === 'buy' ? 'confirm.buyTitle' : 'confirm.sellTitle')} ${draft.symbol}`}
      rows={[
        { label: t('confirm.subAccount'), value: subAccountLabel(sub, lang), testId: 'confirm-from' },
        { label: t('col.symbol'), value: draft.symbol, testId: 'confirm-symbol' },
        { label: t('col.volume'), value: formatInteger(draft.volume), testId: 'confirm-volume' },
        moneyRow(t('col.price'), draft.cleanPrice, 'confirm-price'),
        moneyRow(t('col.accrued'), draft.accrued, 'confirm-accrued'),
        moneyRow(t('col.value'), draft.value, 'confirm-value'),
        moneyRow(t('col.fee'), draft.fee, 'confirm-fee'),
        ...(draft.side === 'sell' ? [moneyRow(t('col.tax'), draft.tax, 'confirm-tax')] : []),
        moneyRow(draft.side === 'buy' ? t('settlement') : t('proceeds'), draft.amount, 'confirm-amount'),
      ]}
      confirmLabel={t('confirm.ok')}
      cancelLabel={t('confirm.back')}
      busy={busy}
      tone={draft.side}
      onConfirm={() => void confirm()}
      onCancel={onClose}
      testId="bond-confirm"
    >
      {storedPin === null && (
        <label className={styles.field}>
          {t('confirm.pin')}
          <input
            type="password"
            inputMode="numeric"
            maxLength={6}
            value={pin}
            onChange={(e) => setPinText(e.target.value.replace(/\D/g, ''))}
            onKeyDown={(e) => {
              if (e.key === 'Enter') void confirm();
            }}
            data-autofocus
            data-testid="bond-pin"
          />
        </label>
      )}
      {error && (
        <p className={styles.error} role="alert" data-testid="bond-confirm-error">
          {error}
        </p>
      )}
    </ConfirmDialog>
  );
}
