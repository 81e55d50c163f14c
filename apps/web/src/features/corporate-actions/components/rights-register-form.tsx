// Registering rights: volume and PIN, then the confirmation (the shared ConfirmDialog: sub-account,
// symbol, volume, price and the amount taken from cash) before anything is sent (money movements
// always confirm). One refId per form, so a resend after a lost reply registers once.
import { zodResolver } from '@hookform/resolvers/zod';
import { formatDate, formatInteger, randomId, subAccountLabel } from '@sen/market';
import { rightsRegisterCommand, type RightsItem } from '@sen/protocol';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { toast } from 'react-toastify';
import { z } from 'zod';
import { useAppConfig } from '@/shared/config/config-query';
import { showFailure } from '@/shared/session/show-failure';
import { callTrading } from '@/shared/session/trading-call';
import { ConfirmDialog } from '@/shared/ui/confirm-dialog';
import { useMoneyRow } from '@/shared/ui/use-money-row';
import formStyles from '@/shared/ui/form.module.css';
import styles from './corporate.module.css';

const cryptoRandom = () => crypto.getRandomValues(new Uint32Array(1))[0]! / 2 ** 32;

const schemaFor = (max: number) =>
  z.object({
    volume: z.coerce.number().int('volume').min(1, 'volume').max(max, 'volume'),
    pin: z.string().regex(/^\d{6}$/, 'pin'),
  });

export function RightsRegisterForm({
  item,
  sub,
  onDone,
}: {
  item: RightsItem;
  sub: string;
  onDone: () => void;
}) {
  const { t, i18n } = useTranslation('corporate-actions');
  const language = i18n.language === 'en' ? 'en' : 'vi';
  const moneyRow = useMoneyRow();
  const { tradingBase } = useAppConfig();
  const queryClient = useQueryClient();
  const left = item.maxVolume - item.registered;
  const [refId] = useState(() => randomId(cryptoRandom));
  const [confirming, setConfirming] = useState<{ volume: number; pin: string } | null>(null);
  const [busy, setBusy] = useState(false);
  const form = useForm<
    z.input<ReturnType<typeof schemaFor>>,
    unknown,
    z.output<ReturnType<typeof schemaFor>>
  >({
    resolver: zodResolver(schemaFor(left)),
    defaultValues: { volume: left, pin: '' },
  });
  const { errors } = form.formState;
  const volume = Number(useWatch({ control: form.control, name: 'volume' }));
  const send = async () => {
    if (!confirming) return;
    setBusy(true);
    try {
      const done = await callTrading(tradingBase, rightsRegisterCommand, {
        subAccount: sub,
        rightsId: item.id,
        volume: confirming.volume,
        pin: confirming.pin,
        refId: refId,
      });
      toast.success(t('form.done', { volume: formatInteger(done.volume), symbol: item.symbol }));
      onDone();
    } catch (error) {
      showFailure(error);
      setConfirming(null);
    } finally {
      setBusy(false);
      for (const key of [
        ['rights', sub],
        ['cashBalance', sub],
        ['stockBalance', sub],
      ])
        void queryClient.invalidateQueries({ queryKey: key });
    }
  };
  return (
    <form
      className={styles.form}
      noValidate
      data-testid="rights-form"
      aria-label={t('form.title', { symbol: item.symbol })}
      onSubmit={form.handleSubmit((v) => setConfirming(v))}
    >
      <label className={formStyles.field}>
        <span className={formStyles.label}>{t('form.volume')}</span>
        <input
          className={styles.input}
          inputMode="numeric"
          {...form.register('volume')}
          aria-invalid={!!errors.volume}
        />
        <span className={styles.note}>{t('form.left', { left: formatInteger(left) })}</span>
        {errors.volume && (
          <span className={styles.error}>{t('form.volumeInvalid', { max: formatInteger(left) })}</span>
        )}
      </label>
      <label className={formStyles.field}>
        <span className={formStyles.label}>{t('form.pin')}</span>
        <input
          className={styles.input}
          type="password"
          inputMode="numeric"
          autoComplete="off"
          {...form.register('pin')}
          aria-invalid={!!errors.pin}
        />
        {errors.pin && <span className={styles.error}>{t('form.pinInvalid')}</span>}
      </label>
      <div className={formStyles.field}>
        <span className={formStyles.label}>{t('form.amount')}</span>
        <strong data-testid="rights-amount">
          {Number.isFinite(volume) && volume > 0 ? formatInteger(volume * item.price) : '-'}
        </strong>
      </div>
      <div className={styles.actions}>
        <button type="submit" className={styles.primary} data-testid="rights-next">
          {t('form.next')}
        </button>
        <button type="button" className={styles.secondary} onClick={onDone}>
          {t('form.cancel')}
        </button>
      </div>
      {confirming && (
        <ConfirmDialog
          title={t('form.confirmTitle')}
          message={t('form.confirmText', {
            volume: formatInteger(confirming.volume),
            symbol: item.symbol,
            price: formatInteger(item.price),
            amount: formatInteger(confirming.volume * item.price),
            sub,
            listing: formatDate(item.listingDate, language),
          })}
          rows={[
            { label: t('form.subAccount'), value: subAccountLabel(sub, language), testId: 'confirm-from' },
            { label: t('form.symbol'), value: item.symbol, testId: 'confirm-symbol' },
            { label: t('form.volume'), value: formatInteger(confirming.volume), testId: 'confirm-volume' },
            { label: t('form.price'), value: formatInteger(item.price), testId: 'confirm-price' },
            moneyRow(t('form.amount'), confirming.volume * item.price, 'confirm-amount'),
          ]}
          confirmLabel={t('form.confirm')}
          cancelLabel={t('form.back')}
          busy={busy}
          onConfirm={() => void send()}
          onCancel={() => setConfirming(null)}
          testId="rights-confirm"
        />
      )}
    </form>
  );
}
