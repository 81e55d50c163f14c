// Internal stock transfer: free shares (not blocked by sell orders, not pending settlement) of the
// selected sub-account to another of the customer's; then the history with statuses.
import { formatDate, formatInteger } from '@sen/market';
import { zodResolver } from '@hookform/resolvers/zod';
import { useQuery } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { toast } from 'react-toastify';
import type { z } from 'zod';
import { useAppConfig } from '@/shared/config/config-query';
import { useSession } from '@/shared/session/use-session';
import { useSettings } from '@/shared/settings/use-settings';
import { stockBalanceQuery, stockTransferHistoryQuery, transferStock } from '../api/money-api';
import { stockTransferFormSchema } from '../lib/money-forms';
import { usePinnedSubmit } from '../lib/use-pinned-submit';
import { DateRangeForm, useDateRange } from './date-range-form';
import { FormField } from './form-field';
import styles from './money.module.css';
import { PinInput } from './pin-input';
import { SubAccountSelect } from './sub-account-select';

type Form = z.input<typeof stockTransferFormSchema>;
type Values = z.output<typeof stockTransferFormSchema>;

export function StockTransferScreen() {
  const { t } = useTranslation('money');
  const lang = useSettings((s) => s.lang);
  const { tradingBase } = useAppConfig();
  const sub = useSession((s) => s.defAccount) ?? '';
  const stocks = useQuery({ ...stockBalanceQuery(tradingBase, sub), enabled: sub !== '' });
  const [range, setRange] = useDateRange();
  const history = useQuery({ ...stockTransferHistoryQuery(tradingBase, sub, range), enabled: sub !== '' });
  const form = useForm<Form, unknown, Values>({
    resolver: zodResolver(stockTransferFormSchema),
    defaultValues: { to: '', symbol: '', volume: '', pin: '' },
  });
  const { errors } = form.formState;
  const free = (stocks.data ?? []).filter((s) => s.available > 0);
  const { submit, storedPin } = usePinnedSubmit(
    form,
    (v, pin, refId) => transferStock(tradingBase, { from: sub, ...v, pin, refId }),
    (done, v) => {
      toast.success(
        t('stockTransfer.done', { volume: formatInteger(done.volume), symbol: done.symbol, to: done.to }),
      );
      form.reset({ to: v.to, symbol: '', volume: '', pin: '' });
    },
  );
  return (
    <section data-testid="stock-transfer">
      <h1 className={styles.title}>
        {t('stockTransfer.title')} · {t('subAccount')} {sub}
      </h1>
      <table className={styles.table} data-testid="free-shares">
        <thead>
          <tr>
            <th>{t('stockTransfer.symbol')}</th>
            <th>{t('stockTransfer.free')}</th>
          </tr>
        </thead>
        <tbody>
          {free.map((s) => (
            <tr key={s.symbol}>
              <td>{s.symbol}</td>
              <td>{formatInteger(s.available)}</td>
            </tr>
          ))}
        </tbody>
      </table>
      {stocks.data && free.length === 0 && <p className={styles.empty}>{t('none')}</p>}
      <h3 className={styles.subtitle}>{t('stockTransfer.title')}</h3>
      <form className={styles.form} onSubmit={submit} noValidate data-testid="stock-transfer-form">
        <SubAccountSelect from={sub} registration={form.register('to')} error={errors.to} />
        <label className={styles.field}>
          <span className={styles.muted}>{t('stockTransfer.symbol')}</span>
          <select className={styles.input} data-testid="transfer-symbol" {...form.register('symbol')}>
            <option value="">{t('stockTransfer.choose')}</option>
            {free.map((s) => (
              <option key={s.symbol} value={s.symbol}>
                {s.symbol}
              </option>
            ))}
          </select>
          {errors.symbol?.message && (
            <span className={styles.error} role="alert">
              {t(errors.symbol.message as never)}
            </span>
          )}
        </label>
        <FormField
          label={t('stockTransfer.volume')}
          registration={form.register('volume')}
          error={errors.volume}
          testId="transfer-volume"
        />
        <PinInput
          stored={storedPin !== null && !errors.pin}
          registration={form.register('pin')}
          error={errors.pin}
        />
        <button
          type="submit"
          className={styles.primary}
          disabled={form.formState.isSubmitting}
          data-testid="stock-transfer-submit"
        >
          {t('submit')}
        </button>
      </form>
      <h3 className={styles.subtitle}>{t('history')}</h3>
      <DateRangeForm value={range} onChange={setRange} />
      <table className={styles.table} data-testid="stock-transfer-history">
        <thead>
          <tr>
            <th>{t('cashTransfer.date')}</th>
            <th className={styles.text}>{t('cashTransfer.fromTo')}</th>
            <th>{t('stockTransfer.symbol')}</th>
            <th>{t('stockTransfer.volume')}</th>
            <th className={styles.text}>{t('statusTitle')}</th>
          </tr>
        </thead>
        <tbody>
          {history.data?.map((r) => (
            <tr key={r.id}>
              <td>{formatDate(r.businessDate, lang)}</td>
              <td className={styles.text}>
                {r.from} → {r.to}
              </td>
              <td>{r.symbol}</td>
              <td>{formatInteger(r.volume)}</td>
              <td className={styles.text}>{t(`status.${r.status}`)}</td>
            </tr>
          ))}
        </tbody>
      </table>
      {history.data?.length === 0 && <p className={styles.empty}>{t('none')}</p>}
    </section>
  );
}
