// Add or rename a watchlist: a react-hook-form form checked by the name rules (spec §5); a
// refusal from the server (another tab, the 15-list cap) is shown on the field as well.
import { zodResolver } from '@hookform/resolvers/zod';
import { useMemo } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { ActionResult } from '../api/watchlist-service';
import { nameFormSchema, type NameForm } from '../lib/name-form-schema';
import { problemText } from '../lib/problem-text';
import { Dialog } from './dialog';
import styles from './watchlists.module.css';

interface NameDialogProps {
  title: string;
  initialName: string;
  otherNames: readonly string[];
  onSubmit: (name: string) => Promise<ActionResult>;
  onClose: () => void;
  testId: string;
}

export function NameDialog({ title, initialName, otherNames, onSubmit, onClose, testId }: NameDialogProps) {
  const { t, i18n } = useTranslation('watchlists');
  const schema = useMemo(() => nameFormSchema(otherNames, i18n.language), [otherNames, i18n.language]);
  const form = useForm<NameForm>({ resolver: zodResolver(schema), defaultValues: { name: initialName } });
  const error = form.formState.errors.name?.message;
  const submit = form.handleSubmit(async ({ name }) => {
    const result = await onSubmit(name);
    if (result.ok) return;
    form.setError('name', {
      message: 'problem' in result ? problemText(result.problem, i18n.language) : result.message,
    });
  });
  return (
    <Dialog title={title} onClose={onClose} testId={testId}>
      <form onSubmit={(event) => void submit(event)} noValidate>
        <label className={styles.field}>
          <span>{t('name')}</span>
          <input
            className={styles.input}
            autoFocus
            aria-invalid={error ? true : undefined}
            data-testid="watchlist-name"
            {...form.register('name')}
          />
        </label>
        {error && (
          <p className={styles.error} role="alert" data-testid="watchlist-name-error">
            {error}
          </p>
        )}
        <div className={styles.actions}>
          <button type="button" className={styles.button} onClick={onClose}>
            {t('cancel')}
          </button>
          <button
            type="submit"
            className={styles.primary}
            disabled={form.formState.isSubmitting}
            data-testid="watchlist-save"
          >
            {t('save')}
          </button>
        </div>
      </form>
    </Dialog>
  );
}
