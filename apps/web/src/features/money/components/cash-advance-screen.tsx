// Cash advance: what can be advanced per sale day, the amount with its fee previewed by the same
// rule as the server (@sen/market), an amount the terms do not cover refused in the form, the
// confirmation (sub-account, amount, the fee checked, net) and the PIN, and the history with statuses.
import { formatDate, formatInteger, formatRatio, subAccountLabel } from '@sen/market';
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
import { useMoneyRow } from '@/shared/ui/use-money-row';
import { advanceHistoryQuery, cashAdvanceInfoQuery, requestAdvance } from '../api/money-api';
import { advanceFeeOf, advanceFormSchema, amountField } from '../lib/money-forms';
import { usePinnedSubmit } from '../lib/use-pinned-submit';
import { useRangedQuery } from '../lib/use-ranged-query';
import { FormField } from './form-field';
import { HistorySection } from './history-section';
import dataStyles from '@/shared/ui/data.module.css';
import styles from './money.module.css';
import { MoneyTitle } from './money-title';
import { PinSubmit } from './pin-submit';
import { TableScroll } from '@/shared/ui/table-scroll';

type Schema = ReturnType<typeof advanceFormSchema>;
type Form = z.input<Schema>;
type Values = z.output<Schema>;

export function CashAdvanceScreen() {
  const { t } = useTranslation('money');
  const lang = useSettings((s) => s.lang);
  const { tradingBase } = useAppConfig();
  const sub = useSession((s) => s.defAccount) ?? '';
  const info = useQuery({ ...cashAdvanceInfoQuery(tradingBase, sub), enabled: sub !== '' });
  const history = useRangedQuery(advanceHistoryQuery);
  const terms = info.data;
  const form = useForm<Form, unknown, Values>({
    resolver: zodResolver(advanceFormSchema(terms)),
    defaultValues: { amount: '', pin: '' },
  });
  const moneyRow = useMoneyRow();
  const amountText = useWatch({ control: form.control, name: 'amount' });
  const amount = amountField.safeParse(amountText ?? '').data;
  const fee = amount && terms ? advanceFeeOf(amount, terms) : undefined;
  const { errors } = form.formState;
  const { submit, pinField } = usePinnedSubmit(
    form,
    (v, pin, refId) => requestAdvance(tradingBase, sub, v.amount, pin, refId),
    (done) => {
      toast.success(t('advance.done', { amount: formatInteger(done.netAmount) }));
      form.reset({ amount: '', pin: '' });
    },
    (v) => ({
      title: t('confirm.advanceTitle'),
      rows: [
        { label: t('confirm.subAccount'), value: subAccountLabel(sub, lang), testId: 'confirm-from' },
        moneyRow(t('advance.amount'), v.amount, 'confirm-amount'),
        moneyRow(t('advance.fee'), v.fee, 'confirm-fee'),
        moneyRow(t('advance.net'), v.amount - v.fee, 'confirm-net'),
      ],
    }),
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
          errorValues={{ max: formatInteger(terms?.advanceable ?? 0) }}
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
