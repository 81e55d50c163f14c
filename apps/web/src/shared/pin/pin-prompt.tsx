// The PIN prompt (issue 21 item 1): an accessible dialog asking for the trading PIN, checked with
// `CheckPin` before the action that needed it goes on. A wrong PIN (-8005) or a locked one (-8121)
// shows the server's coded message and keeps the dialog open; "remember for this session" keeps the
// PIN in memory so the next action does not ask again. The PIN is never logged or stored elsewhere.
import { zodResolver } from '@hookform/resolvers/zod';
import { checkPinCommand } from '@sen/protocol';
import { useId } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { useAppConfig } from '@/shared/config/config-query';
import { errorText } from '@/shared/session/error-text';
import { callTrading } from '@/shared/session/trading-call';
import { Dialog } from '@/shared/ui/dialog';
import styles from '@/shared/ui/form.module.css';
import { answerPinPrompt } from './pin-prompt-store';

const schema = z.object({
  pin: z.string().regex(/^\d{6}$/, 'pin.invalid'),
  remember: z.boolean(),
});
type Values = z.infer<typeof schema>;

export function PinPrompt() {
  const { t } = useTranslation();
  const { tradingBase } = useAppConfig();
  const form = useForm<Values>({ resolver: zodResolver(schema), defaultValues: { pin: '', remember: true } });
  const { errors, isSubmitting } = form.formState;
  const id = useId();
  const submit = form.handleSubmit(async ({ pin, remember }) => {
    try {
      await callTrading(tradingBase, checkPinCommand, { pin: pin });
      answerPinPrompt(pin, remember);
    } catch (error) {
      form.setValue('pin', '');
      form.setError('root', { message: errorText(error) });
      form.setFocus('pin');
    }
  });
  const close = () => answerPinPrompt(null, false);
  return (
    <Dialog title={t('pin.title')} onClose={close} closeLabel={t('pin.cancel')} testId="pin-prompt">
      <form className={styles.form} onSubmit={(event) => void submit(event)} noValidate>
        <div className={styles.field}>
          <label className={styles.label} htmlFor={`${id}-pin`}>
            {t('pin.label')}
          </label>
          <input
            id={`${id}-pin`}
            className={styles.input}
            type="password"
            inputMode="numeric"
            autoComplete="off"
            maxLength={6}
            aria-invalid={errors.pin || errors.root ? true : undefined}
            aria-describedby={`${id}-hint`}
            {...form.register('pin', { setValueAs: (value: string) => value.replace(/\D/g, '') })}
            data-autofocus
            data-testid="pin-input"
          />
          <span id={`${id}-hint`} className={styles.hint}>
            {t('pin.hint')}
          </span>
          {errors.pin?.message && (
            <span className={styles.error} role="alert">
              {t(errors.pin.message as 'pin.invalid')}
            </span>
          )}
        </div>
        <label className={styles.checkRow}>
          <input type="checkbox" {...form.register('remember')} data-testid="pin-remember" />
          {t('pin.remember')}
        </label>
        {errors.root?.message && (
          <p className={styles.error} role="alert" data-testid="pin-error">
            {errors.root.message}
          </p>
        )}
        <div className={styles.links}>
          <button type="button" className={styles.link} onClick={close} data-testid="pin-cancel">
            {t('pin.cancel')}
          </button>
        </div>
        <button type="submit" className={styles.primary} disabled={isSubmitting} data-testid="pin-submit">
          {t('pin.confirm')}
        </button>
      </form>
    </Dialog>
  );
}
