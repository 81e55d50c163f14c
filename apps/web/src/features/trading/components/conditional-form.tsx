// The form that adds a conditional order (react-hook-form with zod; prices typed in the screen
// units of the symbol, lib/conditional-form.ts); the PIN is the session's, else the PIN prompt's.
// A toast tells the customer it was added.
import { zodResolver } from '@hookform/resolvers/zod';
import { CONDITIONAL_ORDER_TYPE_TEXTS } from '@sen/market';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { toast } from 'react-toastify';
import { forgetPinIfRefused, requirePin } from '@/shared/pin/pin-prompt-store';
import { useSettings } from '@/shared/settings/use-settings';
import { DateInput } from '@/shared/ui/date-input';
import { useCreateConditional } from '../api/conditional-mutations';
import { useFormErrorText } from '../hooks/use-form-error-text';
import {
  CONDITIONAL_TYPES,
  conditionalFormSchema,
  conditionalParams,
  type ConditionalFormInput,
  type ConditionalFormValues,
} from '../lib/conditional-form';
import styles from './trading.module.css';
import { showFailure } from '@/shared/session/show-failure';

export function ConditionalForm({ sub }: { sub: string }) {
  const { t } = useTranslation('trading');
  const language = useSettings((s) => s.lang);
  const errorText = useFormErrorText();
  const create = useCreateConditional();
  const form = useForm<ConditionalFormInput, unknown, ConditionalFormValues>({
    resolver: zodResolver(conditionalFormSchema),
    defaultValues: {
      type: 'stopLoss',
      side: 'S',
      symbol: '',
      trigger: '',
      price: '',
      volume: '100',
      expiry: '',
    },
  });
  const type = useWatch({ control: form.control, name: 'type' });
  const submit = form.handleSubmit(async (values) => {
    const pin = await requirePin();
    if (pin === null) return;
    create.mutate(
      { subAccount: sub, ...conditionalParams(values), pin, expiry: values.expiry },
      {
        onSuccess: () => {
          toast.success(t('conditional.created'));
          form.reset({ ...values, trigger: '', price: '' });
        },
        onError: (failure) => {
          forgetPinIfRefused(failure);
          showFailure(failure);
        },
      },
    );
  });
  const { errors } = form.formState;
  const error =
    errors.symbol?.message ??
    errors.trigger?.message ??
    errors.price?.message ??
    errors.volume?.message ??
    errors.expiry?.message;
  return (
    <form
      className={styles.sides}
      onSubmit={(event) => void submit(event)}
      noValidate
      data-testid="conditional-form"
    >
      <select {...form.register('type')} aria-label={t('book.type')} data-testid="conditional-type">
        {CONDITIONAL_TYPES.map((value) => (
          <option key={value} value={value}>
            {CONDITIONAL_ORDER_TYPE_TEXTS[value][language]}
          </option>
        ))}
      </select>
      {type === 'trend' && (
        <select {...form.register('side')} aria-label={t('book.side')}>
          <option value="B">{t('book.buy')}</option>
          <option value="S">{t('book.sell')}</option>
        </select>
      )}
      <input
        className={styles.cellInput}
        placeholder={t('book.symbol')}
        aria-label={t('book.symbol')}
        {...form.register('symbol')}
        data-testid="conditional-symbol"
      />
      <input
        className={styles.cellInput}
        placeholder={t('conditional.trigger')}
        aria-label={t('conditional.trigger')}
        {...form.register('trigger')}
        data-testid="conditional-trigger"
      />
      <input
        className={styles.cellInput}
        placeholder={t('book.price')}
        aria-label={t('book.price')}
        {...form.register('price')}
        data-testid="conditional-price"
      />
      <input
        className={styles.cellInput}
        placeholder={t('book.volume')}
        aria-label={t('book.volume')}
        inputMode="numeric"
        {...form.register('volume')}
        data-testid="conditional-volume"
      />
      <Controller
        control={form.control}
        name="expiry"
        render={({ field }) => (
          <DateInput
            {...field}
            className={styles.cellInput}
            aria-label={t('conditional.expiry')}
            data-testid="conditional-expiry"
          />
        )}
      />
      <button
        type="submit"
        className={styles.linkButton}
        disabled={create.isPending}
        data-testid="conditional-add"
      >
        {t('conditional.add')}
      </button>
      {error && (
        <span className={styles.error} role="alert" data-testid="conditional-error">
          {errorText(error)}
        </span>
      )}
    </form>
  );
}
