// Cash advance: what can be advanced per sale day, the amount with its fee previewed by the same
// rule as the server (@sen/market), the confirmation (sub-account, amount, fee, net) and the PIN,
// and the history with statuses.
import {
  advanceFee,
  formatDate,
  formatInteger,
  formatRatio,
  planAdvance,
  subAccountLabel,
} from '@sen/market';
import { zodResolver } from '@hookform/resolvers/zod';
import { useQuery } from '@tanstack/react-query';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { toast } from 'react-toastify';
import type { z } from 'zod';
import { useAppConfig } from '@/shared/config/config-query';
import { useSession } from '@/shared/session/use-session';
import { useSettings } from '@/shared/settings/use-settings';
import { FigureCard } from '@/shared/ui/figure-card';
import { advanceHistoryQuery, cashAdvanceInfoQuery, requestAdvance } from '../api/money-api';
import { advanceFormSchema, amountField } from '../lib/money-forms';
import { usePinnedSubmit } from '../lib/use-pinned-submit';
import { useRangedQuery } from '../lib/use-ranged-query';
import { FormField } from './form-field';
import { HistorySection } from './history-section';
import dataStyles from '@/shared/ui/data.module.css';
import styles from './money.module.css';
import { MoneyTitle } from './money-title';
import { PinSubmit } from './pin-submit';
import { TableScroll } from '@/shared/ui/table-scroll';

type Form = z.input<typeof advanceFormSchema>;
type Values = z.output<typeof advanceFormSchema>;

export function CashAdvanceScreen() {
  const { t } = useTranslation('money');
  const lang = useSettings((s) => s.lang);
  const { tradingBase } = useAppConfig();
  const sub = useSession((s) => s.defAccount) ?? '';
  const info = useQuery({ ...cashAdvanceInfoQuery(tradingBase, sub), enabled: sub !== '' });
  const history = useRangedQuery(advanceHistoryQuery);
  const form = useForm<Form, unknown, Values>({
    resolver: zodResolver(advanceFormSchema),
    defaultValues: { amount: '', pin: '' },
  });
  const amountText = useWatch({ control: form.control, name: 'amount' });
  const amount = amountField.safeParse(amountText ?? '').data;
  const terms = info.data;
  /** The fee of an amount by the server's rule, once the terms are read. */
  const feeOf = (value: number | undefined) => {
    if (!value || !terms) return undefined;
    const parts = planAdvance(
      value,
      terms.items.map((i) => ({ settleDate: i.settleDate, amount: i.advanceable })),
    );
    return parts ? advanceFee(terms.businessDate, parts, terms) : undefined;
  };
  const fee = feeOf(amount);
  const vnd = (v: number | undefined) =>
    v === undefined ? '-' : t('confirm.vnd', { amount: formatInteger(v) });
  const { errors } = form.formState;
  const { submit, pinField } = usePinnedSubmit(
    form,
    (v, pin, refId) => requestAdvance(tradingBase, sub, v.amount, pin, refId),
    (done) => {
      toast.success(t('advance.done', { amount: formatInteger(done.netAmount) }));
      form.reset({ amount: '', pin: '' });
    },
    (v) => {
      const vFee = feeOf(v.amount);
      return {
        title: t('confirm.advanceTitle'),
        rows: [
          { label: t('confirm.subAccount'), value: subAccountLabel(sub, lang), testId: 'confirm-from' },
          { label: t('advance.amount'), value: vnd(v.amount), testId: 'confirm-amount' },
          { label: t('advance.fee'), value: vnd(vFee), testId: 'confirm-fee' },
          {
            label: t('advance.net'),
            value: vnd(vFee === undefined ? undefined : v.amount - vFee),
            testId: 'confirm-net',
          },
        ],
      };
    },
  );
  const money = (v: number | undefined) => (v === undefined ? '-' : formatInteger(v));
  return (
    <section data-testid="cash-advance">
      <MoneyTitle title={t('advance.title')} sub={sub} />
      <div className={styles.cards}>
        <FigureCard label={t('advance.advanceable')} value={money(terms?.advanceable)} testId="advanceable" />
        <FigureCard
          label={t('advance.rate')}
          value={terms ? formatRatio(terms.ratePpmPerDay / 1_000_000) : '-'}
        />
        <FigureCard label={t('advance.minFee')} value={money(terms?.minFee)} />
      </div>
      <TableScroll label={t('advance.title')}>
        <table className={dataStyles.table} data-testid="advance-items">
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
      </TableScroll>
      {terms?.items.length === 0 && <p className={dataStyles.empty}>{t('none')}</p>}
      <h3 className={dataStyles.subtitle}>{t('advance.amount')}</h3>
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
        <PinSubmit pin={pinField} testId="advance-submit" />
      </form>
      <HistorySection
        history={history}
        testId="advance-history"
        head={
          <>
            <th>{t('advance.id')}</th>
            <th>{t('advance.date')}</th>
            <th>{t('advance.amount')}</th>
            <th>{t('advance.fee')}</th>
            <th>{t('advance.net')}</th>
            <th>{t('advance.settleDate')}</th>
            <th className={dataStyles.text}>{t('statusTitle')}</th>
          </>
        }
      >
        {history.data?.map((a) => (
          <tr key={a.id}>
            <td>{a.id}</td>
            <td>{formatDate(a.businessDate, lang)}</td>
            <td>{formatInteger(a.amount)}</td>
            <td>{formatInteger(a.fee)}</td>
            <td>{formatInteger(a.netAmount)}</td>
            <td>{formatDate(a.settleDate, lang)}</td>
            <td className={dataStyles.text}>{t(`status.${a.status}`)}</td>
          </tr>
        ))}
      </HistorySection>
    </section>
  );
}
