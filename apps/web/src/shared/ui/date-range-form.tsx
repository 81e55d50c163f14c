// From and to dates of an account screen's history or statement (statements, transfers, cash
// advances, deposits and withdrawals, rights), typed dd/mm/yyyy in both languages (DateInput) and
// applied on submit; the same labels and validation messages everywhere (common `dateRange.*`).
import { zodResolver } from '@hookform/resolvers/zod';
import type { ReactNode } from 'react';
import { Controller, useForm, type FieldError } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { dateRangeSchema, type DateRange } from '@/shared/lib/date-range';
import { DateInput } from './date-input';
import styles from './date-range-form.module.css';
import formStyles from './form.module.css';

function DateField({
  label,
  error,
  testId,
  ...field
}: {
  label: string;
  error: FieldError | undefined;
  testId: string | undefined;
  value: string;
  onChange: (value: string) => void;
  onBlur: () => void;
  name: string;
}) {
  const { t } = useTranslation();
  return (
    <label className={formStyles.field}>
      <span className={formStyles.label}>{label}</span>
      <DateInput
        {...field}
        className={formStyles.input}
        aria-invalid={error ? true : undefined}
        data-testid={testId}
      />
      {error?.message && (
        <span className={formStyles.error} role="alert">
          {t(error.message as never)}
        </span>
      )}
    </label>
  );
}

export function DateRangeForm({
  value,
  onChange,
  children,
  testId,
  className,
}: {
  value: DateRange;
  onChange: (range: DateRange) => void;
  children?: ReactNode;
  /** The form's test id; its fields and button get `-from`, `-to` and `-search` after it. */
  testId?: string;
  className?: string;
}) {
  const { t } = useTranslation();
  const form = useForm<DateRange>({ resolver: zodResolver(dateRangeSchema), defaultValues: value });
  const { errors } = form.formState;
  const id = (part: string) => (testId ? `${testId}-${part}` : undefined);
  return (
    <form
      className={className ? `${styles.form} ${className}` : styles.form}
      onSubmit={form.handleSubmit(onChange)}
      noValidate
      data-testid={testId}
    >
      <Controller
        control={form.control}
        name="from"
        render={({ field }) => (
          <DateField {...field} label={t('dateRange.from')} error={errors.from} testId={id('from')} />
        )}
      />
      <Controller
        control={form.control}
        name="to"
        render={({ field }) => (
          <DateField {...field} label={t('dateRange.to')} error={errors.to} testId={id('to')} />
        )}
      />
      <button type="submit" className={styles.search} data-testid={id('search')}>
        {t('dateRange.search')}
      </button>
      {children}
    </form>
  );
}
