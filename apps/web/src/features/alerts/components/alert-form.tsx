// The form of one alert (new or edited): symbol, condition, threshold in the board's units, once or
// again, active. react-hook-form + zod (lib/alert-form-schema.ts); a threshold the market's rule
// refuses is told in the field's own units (a price in thousands of VND or in points).
import { zodResolver } from '@hookform/resolvers/zod';
import {
  ALERT_LIMITS,
  alertNeedsThreshold,
  formatInteger,
  formatScreenPrice,
  PRICE_ALERT_KINDS,
  PRICE_ALERT_REPEATS,
  type AlertThresholdProblem,
  type InstrumentKind,
} from '@sen/market';
import { useMemo } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { useAlertActions } from '../hooks/use-alert-actions';
import { alertFormSchema, type AlertFormInput } from '../lib/alert-form-schema';
import { kindOfSymbol } from '../lib/kind-of-symbol';
import type { AlertDraft } from '../lib/local-alerts';
import formStyles from '@/shared/ui/form.module.css';
import styles from './alerts.module.css';

const THRESHOLD_LABEL = {
  priceAbove: 'field.thresholdPrice',
  priceBelow: 'field.thresholdPrice',
  changePctAbove: 'field.thresholdPercent',
  changePctBelow: 'field.thresholdPercent',
  volumeAbove: 'field.thresholdVolume',
  ceiling: 'field.thresholdNone',
  floor: 'field.thresholdNone',
} as const;

export function AlertForm({
  initial,
  id,
  onDone,
  lockSymbol = false,
  testId = 'alert-form',
}: {
  initial: AlertFormInput;
  id?: string | undefined;
  onDone?: () => void;
  lockSymbol?: boolean;
  testId?: string;
}) {
  const { t } = useTranslation('alerts');
  const { save } = useAlertActions();
  const schema = useMemo(() => alertFormSchema(kindOfSymbol), []);
  const form = useForm<AlertFormInput, unknown, AlertDraft>({
    resolver: zodResolver(schema),
    defaultValues: initial,
  });
  const { errors, isSubmitting } = form.formState;
  const kind = useWatch({ control: form.control, name: 'kind' });
  const instrument = kindOfSymbol(useWatch({ control: form.control, name: 'symbol' }).trim().toUpperCase());
  const submit = form.handleSubmit(async (draft) => {
    if (await save(draft, id)) {
      if (id === undefined) form.reset({ ...initial, symbol: lockSymbol ? initial.symbol : '' });
      onDone?.();
    }
  });
  const thresholdError = errors.threshold?.message;
  const thresholdLabel =
    THRESHOLD_LABEL[kind] === 'field.thresholdPrice' && instrument === 'future'
      ? 'field.thresholdPoints'
      : THRESHOLD_LABEL[kind];
  return (
    <form className={styles.form} onSubmit={submit} noValidate data-testid={testId}>
      <label className={styles.field}>
        <span className={formStyles.label}>{t('field.symbol')}</span>
        <input
          className={styles.input}
          autoComplete="off"
          readOnly={lockSymbol}
          aria-invalid={errors.symbol ? true : undefined}
          data-testid="alert-symbol"
          {...form.register('symbol')}
        />
        {errors.symbol?.message && (
          <span className={styles.error} role="alert">
            {t(errors.symbol.message as never)}
          </span>
        )}
      </label>
      <label className={styles.field}>
        <span className={formStyles.label}>{t('field.kind')}</span>
        <select className={styles.input} data-testid="alert-kind" {...form.register('kind')}>
          {PRICE_ALERT_KINDS.map((k) => (
            <option key={k} value={k}>
              {t(`kinds.${k}`)}
            </option>
          ))}
        </select>
      </label>
      <label className={styles.field}>
        <span className={formStyles.label}>{t(thresholdLabel)}</span>
        <input
          className={styles.input}
          autoComplete="off"
          inputMode="decimal"
          disabled={!alertNeedsThreshold(kind)}
          aria-invalid={thresholdError ? true : undefined}
          data-testid="alert-threshold"
          {...form.register('threshold')}
        />
        {thresholdError && (
          <span className={styles.error} role="alert">
            {thresholdProblemText(thresholdError, instrument, t)}
          </span>
        )}
      </label>
      <label className={styles.field}>
        <span className={formStyles.label}>{t('field.repeat')}</span>
        <select className={styles.input} data-testid="alert-repeat" {...form.register('repeat')}>
          {PRICE_ALERT_REPEATS.map((r) => (
            <option key={r} value={r}>
              {t(`repeats.${r}`)}
            </option>
          ))}
        </select>
      </label>
      <label className={styles.check}>
        <input type="checkbox" data-testid="alert-active" {...form.register('active')} />
        <span>{t('field.active')}</span>
      </label>
      <div className={styles.actions}>
        <button type="submit" className={styles.primary} disabled={isSubmitting} data-testid="alert-save">
          {t('save')}
        </button>
        {onDone && id !== undefined && (
          <button type="button" className={styles.secondary} onClick={onDone}>
            {t('cancel')}
          </button>
        )}
      </div>
    </form>
  );
}

/** A refused threshold in the field's units: a price as the board shows it, in its unit. */
function thresholdProblemText(problem: string, instrument: InstrumentKind, t: TFunction<'alerts'>): string {
  switch (problem as AlertThresholdProblem) {
    case 'alert.thresholdPrice':
      return t('validation.thresholdPrice', {
        max: formatScreenPrice(ALERT_LIMITS.maxPrice, instrument),
        unit: t(instrument === 'future' ? 'unit.points' : 'unit.thousandVnd'),
      });
    case 'alert.thresholdPercent':
      return t('validation.thresholdPercent', { max: ALERT_LIMITS.maxPercent });
    case 'alert.thresholdVolume':
      return t('validation.thresholdVolume', { max: formatInteger(ALERT_LIMITS.maxVolume) });
    default:
      return problem;
  }
}
