// Internal stock transfer: free shares (not blocked by sell orders, not pending settlement) of the
// selected sub-account to another of the customer's, confirmed first (from, to, symbol, volume, the
// fee: none); then the history with statuses.
import { formatInteger, subAccountLabel } from '@sen/market';
import { zodResolver } from '@hookform/resolvers/zod';
import { useQuery } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { toast } from 'react-toastify';
import type { z } from 'zod';
import { useAppConfig } from '@/shared/config/config-query';
import { useSession } from '@/shared/session/use-session';
import { useSettings } from '@/shared/settings/use-settings';
import { useMoneyRow } from '@/shared/ui/use-money-row';
import { stockBalanceQuery, stockTransferHistoryQuery, transferStock } from '../api/money-api';
import { stockTransferFormSchema } from '../lib/money-forms';
import { usePinnedSubmit } from '../lib/use-pinned-submit';
import { useRangedQuery } from '../lib/use-ranged-query';
import { FormField } from './form-field';
import dataStyles from '@/shared/ui/data.module.css';
import formStyles from '@/shared/ui/form.module.css';
import styles from './money.module.css';
import { MoneyTitle } from './money-title';
import { PinSubmit } from './pin-submit';
import { SubAccountSelect } from './sub-account-select';
import { TransferHistory } from './transfer-history';
import { TableScroll } from '@/shared/ui/table-scroll';

type Form = z.input<typeof stockTransferFormSchema>;
type Values = z.output<typeof stockTransferFormSchema>;

export function StockTransferScreen() {
  const { t } = useTranslation('money');
  const lang = useSettings((s) => s.lang);
  const moneyRow = useMoneyRow();
  const { tradingBase } = useAppConfig();
  const sub = useSession((s) => s.defAccount) ?? '';
  const stocks = useQuery({ ...stockBalanceQuery(tradingBase, sub), enabled: sub !== '' });
  const history = useRangedQuery(stockTransferHistoryQuery);
  const form = useForm<Form, unknown, Values>({
    resolver: zodResolver(stockTransferFormSchema),
    defaultValues: { to: '', symbol: '', volume: '', pin: '' },
  });
  const { errors } = form.formState;
  const free = (stocks.data ?? []).filter((s) => s.available > 0);
  const { submit, pinField } = usePinnedSubmit(
    form,
    (v, pin, refId) => transferStock(tradingBase, { from: sub, ...v, pin, refId }),
    (done, v) => {
      toast.success(
        t('stockTransfer.done', { volume: formatInteger(done.volume), symbol: done.symbol, to: done.to }),
      );
      form.reset({ to: v.to, symbol: '', volume: '', pin: '' });
    },
    (v) => ({
      title: t('confirm.stockTitle'),
      rows: [
        { label: t('confirm.from'), value: subAccountLabel(sub, lang), testId: 'confirm-from' },
        { label: t('confirm.to'), value: subAccountLabel(v.to, lang), testId: 'confirm-to' },
        { label: t('stockTransfer.symbol'), value: v.symbol, testId: 'confirm-symbol' },
        { label: t('stockTransfer.volume'), value: formatInteger(v.volume), testId: 'confirm-volume' },
        // Internal transfers are free (the server records a fee of 0).
        moneyRow(t('confirm.fee'), 0, 'confirm-fee'),
      ],
    }),
  );
  return (
    <section data-testid="stock-transfer">
      <MoneyTitle title={t('stockTransfer.title')} sub={sub} />
      <TableScroll label={t('stockTransfer.title')}>
        <table className={dataStyles.table} data-testid="free-shares">
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
      </TableScroll>
      {stocks.data && free.length === 0 && <p className={dataStyles.empty}>{t('none')}</p>}
      <h3 className={dataStyles.subtitle}>{t('stockTransfer.title')}</h3>
      <form className={styles.form} onSubmit={submit} noValidate data-testid="stock-transfer-form">
        <SubAccountSelect from={sub} registration={form.register('to')} error={errors.to} />
        <label className={formStyles.field}>
          <span className={dataStyles.muted}>{t('stockTransfer.symbol')}</span>
          <select className={formStyles.input} data-testid="transfer-symbol" {...form.register('symbol')}>
            <option value="">{t('stockTransfer.choose')}</option>
            {free.map((s) => (
              <option key={s.symbol} value={s.symbol}>
                {s.symbol}
              </option>
            ))}
          </select>
          {errors.symbol?.message && (
            <span className={formStyles.error} role="alert">
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
        <PinSubmit pin={pinField} testId="stock-transfer-submit" />
      </form>
      <TransferHistory
        history={history}
        testId="stock-transfer-history"
        movedHead={
          <>
            <th>{t('stockTransfer.symbol')}</th>
            <th>{t('stockTransfer.volume')}</th>
          </>
        }
        moved={(r) => (
          <>
            <td>{r.symbol}</td>
            <td>{formatInteger(r.volume)}</td>
          </>
        )}
      />
    </section>
  );
}
