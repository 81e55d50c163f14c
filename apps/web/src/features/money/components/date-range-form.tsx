// From and to dates of a history or statement (market dates, at most a year apart): the range is
// applied on submit (the default range: lib/use-ranged-query).
import { zodResolver } from '@hookform/resolvers/zod';
import type { ReactNode } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { dateRangeSchema, type DateRange } from '../lib/money-forms';
import { FormField } from './form-field';
import styles from './money.module.css';

export function DateRangeForm({
  value,
  onChange,
  children,
  testId,
}: {
  value: DateRange;
  onChange: (range: DateRange) => void;
  children?: ReactNode;
  testId?: string;
}) {
  const { t } = useTranslation('money');
  const form = useForm<DateRange>({ resolver: zodResolver(dateRangeSchema), defaultValues: value });
  const { errors } = form.formState;
  return (
    <form className={styles.row} onSubmit={form.handleSubmit(onChange)} noValidate data-testid={testId}>
      <FormField label={t('from')} type="date" registration={form.register('from')} error={errors.from} />
      <FormField label={t('to')} type="date" registration={form.register('to')} error={errors.to} />
      <button type="submit" className={styles.primary}>
        {t('search')}
      </button>
      {children}
    </form>
  );
}
