// Cash advance: what can be advanced per sale day, the amount with its fee previewed by the same
// rule as the server (@sen/market), the confirmation with the PIN, and the history with statuses.
import { advanceFee, formatDate, formatInteger, formatRatio, planAdvance } from '@sen/market';
import { zodResolver } from '@hookform/resolvers/zod';
import { useQuery } from '@tanstack/react-query';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { toast } from 'react-toastify';
import type { z } from 'zod';
import { useAppConfig } from '@/shared/config/config-query';
import { useSession } from '@/shared/session/use-session';
import { useSettings } from '@/shared/settings/use-settings';
import { advanceHistoryQuery, cashAdvanceInfoQuery, requestAdvance } from '../api/money-api';
import { advanceFormSchema, amountField } from '../lib/money-forms';
import { usePinnedSubmit } from '../lib/use-pinned-submit';
import { DateRangeForm, useDateRange } from './date-range-form';
import { FormField } from './form-field';
import { Card } from './money-card';
import styles from './money.module.css';
import { PinInput } from './pin-input';

type Form = z.input<typeof advanceFormSchema>;
type Values = z.output<typeof advanceFormSchema>;

export function CashAdvanceScreen() {
  const { t } = useTranslation('money');
  const lang = useSettings((s) => s.lang);
  const { tradingBase } = useAppConfig();
  const sub = useSession((s) => s.defAccount) ?? '';
  const info = useQuery({ ...cashAdvanceInfoQuery(tradingBase, sub), enabled: sub !== '' });
  const [range, setRange] = useDateRange();
  const history = useQuery({ ...advanceHistoryQuery(tradingBase, sub, range), enabled: sub !== '' });
  const form = useForm<Form, unknown, Values>({
    resolver: zodResolver(advanceFormSchema),
    defaultValues: { amount: '', pin: '' },
  });
  const amountText = useWatch({ control: form.control, name: 'amount' });
  const amount = amountField.safeParse(amountText ?? '').data;
  const terms = info.data;
  const parts =
    amount && terms
      ? planAdvance(
          amount,
          terms.items.map((i) => ({ settleDate: i.settleDate, amount: i.advanceable })),
        )
      : undefined;
  const fee = parts && terms ? advanceFee(terms.businessDate, parts, terms) : undefined;
  const { errors } = form.formState;
  const { submit, storedPin } = usePinnedSubmit(
    form,
    (v, pin, refId) => requestAdvance(tradingBase, sub, v.amount, pin, refId),
    (done) => {
      toast.success(t('advance.done', { amount: formatInteger(done.netAmount) }));
      form.reset({ amount: '', pin: '' });
    },
  );
  const money = (v: number | undefined) => (v === undefined ? '-' : formatInteger(v));
  return (
    <section data-testid="cash-advance">
      <h1 className={styles.title}>
        {t('advance.title')} · {t('subAccount')} {sub}
      </h1>
      <div className={styles.cards}>
        <Card label={t('advance.advanceable')} value={money(terms?.advanceable)} testId="advanceable" />
        <Card label={t('advance.rate')} value={terms ? formatRatio(terms.ratePpmPerDay / 1_000_000) : '-'} />
        <Card label={t('advance.minFee')} value={money(terms?.minFee)} />
      </div>
      <table className={styles.table} data-testid="advance-items">
        <thead>
          <tr>
            <th>{t('advance.tradeDate')}</th>
            <th>{t('advance.settleDate')}</th>
            <th>{t('advance.proceeds')}</th>
            <th>{t('advance.advanced')}</th>
            <th>{t('advance.advanceable')}</th>
          </tr>
        </thead>
        <tbody>
          {terms?.items.map((i) => (
            <tr key={i.settleDate}>
              <td>{formatDate(i.tradeDate, lang)}</td>
              <td>{formatDate(i.settleDate, lang)}</td>
              <td>{formatInteger(i.proceeds)}</td>
              <td>{formatInteger(i.advanced)}</td>
              <td>{formatInteger(i.advanceable)}</td>
            </tr>
          ))}
        </tbody>
      </table>
      {terms?.items.length === 0 && <p className={styles.empty}>{t('none')}</p>}
      <h3 className={styles.subtitle}>{t('advance.amount')}</h3>
      <form className={styles.form} onSubmit={submit} noValidate data-testid="advance-form">
        <FormField
          label={t('advance.amount')}
          registration={form.register('amount')}
          error={errors.amount}
          testId="advance-amount"
        />
        <dl className={styles.preview} data-testid="advance-preview">
          <dt>{t('advance.fee')}</dt>
          <dd data-testid="advance-fee">{money(fee)}</dd>
          <dt>{t('advance.net')}</dt>
          <dd data-testid="advance-net">
            {money(amount !== undefined && fee !== undefined ? amount - fee : undefined)}
          </dd>
        </dl>
        <PinInput
          stored={storedPin !== null && !errors.pin}
          registration={form.register('pin')}
          error={errors.pin}
        />
        <button
          type="submit"
          className={styles.primary}
          disabled={form.formState.isSubmitting}
          data-testid="advance-submit"
        >
          {t('submit')}
        </button>
      </form>
      <h3 className={styles.subtitle}>{t('history')}</h3>
      <DateRangeForm value={range} onChange={setRange} />
      <table className={styles.table} data-testid="advance-history">
        <thead>
          <tr>
            <th>{t('advance.id')}</th>
            <th>{t('advance.date')}</th>
            <th>{t('advance.amount')}</th>
            <th>{t('advance.fee')}</th>
            <th>{t('advance.net')}</th>
            <th>{t('advance.settleDate')}</th>
            <th className={styles.text}>{t('statusTitle')}</th>
          </tr>
        </thead>
        <tbody>
          {history.data?.map((a) => (
            <tr key={a.id}>
              <td>{a.id}</td>
              <td>{formatDate(a.businessDate, lang)}</td>
              <td>{formatInteger(a.amount)}</td>
              <td>{formatInteger(a.fee)}</td>
              <td>{formatInteger(a.netAmount)}</td>
              <td>{formatDate(a.settleDate, lang)}</td>
              <td className={styles.text}>{t(`status.${a.status}`)}</td>
            </tr>
          ))}
        </tbody>
      </table>
      {history.data?.length === 0 && <p className={styles.empty}>{t('none')}</p>}
    </section>
  );
}
