// The status page of an open-account request (`OpenAccountStatus`, by request number and phone, in
// the address so it can be reopened): the verification steps while `received`, the demo outbox,
// the back office's reason once `rejected`, and the first-login password and PIN setup once
// `approved`. Polled every 3 s.
import { zodResolver } from '@hookform/resolvers/zod';
import { formatDateTime } from '@sen/market';
import { openAccountStatusCommand, type OpenAccountStatusName } from '@sen/protocol';
import { useQuery } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import type { z } from 'zod';
import { errorText } from '@/shared/session/error-text';
import { callTrading } from '@/shared/session/trading-call';
import { useSettings } from '@/shared/settings/use-settings';
import styles from '@/shared/ui/form.module.css';
import { useTradingBase } from '../api/use-trading-base';
import { requestLookupSchema } from '../lib/form-schemas';
import { ActivateAccountForm } from './activate-account-form';
import { RequestOutbox } from './request-outbox';
import { TextField } from './text-field';
import { VerifyCodeField } from './verify-code-field';

const STEPS: readonly OpenAccountStatusName[] = ['received', 'verifying', 'approved', 'activated'];

export function OpenAccountStatusScreen() {
  const { t } = useTranslation('auth');
  const [params, setParams] = useSearchParams();
  const requestId = Number(params.get('id') ?? '');
  const phone = params.get('phone') ?? '';
  const known = requestLookupSchema.safeParse({ requestId: params.get('id') ?? '', phone }).success;
  return (
    <section className={styles.page} data-testid="open-account-status">
      <h1 className={styles.pageTitle}>{t('openStatus.title')}</h1>
      {known ? (
        <RequestStatus requestId={requestId} phone={phone} />
      ) : (
        <Lookup onFind={(id, p) => setParams({ id, phone: p })} />
      )}
    </section>
  );
}

function Lookup({ onFind }: { onFind: (id: string, phone: string) => void }) {
  const { t } = useTranslation('auth');
  const form = useForm<z.input<typeof requestLookupSchema>>({
    resolver: zodResolver(requestLookupSchema),
    defaultValues: { requestId: '', phone: '' },
  });
  const { errors } = form.formState;
  return (
    <form
      className={styles.form}
      onSubmit={form.handleSubmit((v) => onFind(v.requestId, v.phone))}
      noValidate
    >
      <TextField
        label={t('openStatus.requestId')}
        registration={form.register('requestId')}
        error={errors.requestId}
        inputMode="numeric"
      />
      <TextField
        label={t('openAccount.phone')}
        registration={form.register('phone')}
        error={errors.phone}
        inputMode="tel"
      />
      <button type="submit" className={styles.primary}>
        {t('openStatus.find')}
      </button>
    </form>
  );
}

function RequestStatus({ requestId, phone }: { requestId: number; phone: string }) {
  const { t } = useTranslation('auth');
  const base = useTradingBase();
  const language = useSettings((s) => s.lang);
  const status = useQuery({
    queryKey: ['openAccountStatus', requestId, phone],
    queryFn: () => callTrading(base, openAccountStatusCommand, { requestId: requestId, phone: phone }),
    refetchInterval: 3000,
  });
  if (status.error) return <p className={styles.error}>{errorText(status.error)}</p>;
  const data = status.data;
  if (!data) return <p className={styles.hint}>{t('openStatus.loading')}</p>;
  const refresh = () => void status.refetch();
  return (
    <div className={styles.form}>
      <p className={styles.hint}>
        {t('openStatus.request', { id: data.requestId, time: formatDateTime(data.createdAt, language) })}
      </p>
      <p data-testid="request-status" data-status={data.status}>
        <strong>{t('openStatus.status')}: </strong>
        {data.status === 'rejected' && data.reason
          ? t('openStatus.rejectedReason', { reason: data.reason })
          : t(`openStatus.statuses.${data.status}`)}
        {data.decidedAt && ` (${formatDateTime(data.decidedAt, language)})`}
      </p>
      {data.status === 'rejected' && <p className={styles.hint}>{t('openStatus.newRequest')}</p>}
      {data.status !== 'rejected' && (
        <ol className={styles.hint}>
          {STEPS.map((step) => (
            <li key={step} aria-current={step === data.status ? 'step' : undefined}>
              {step === data.status ? (
                <strong>{t(`openStatus.steps.${step}`)}</strong>
              ) : (
                t(`openStatus.steps.${step}`)
              )}
            </li>
          ))}
        </ol>
      )}
      {data.status === 'received' && (
        <>
          <VerifyCodeField
            requestId={requestId}
            phone={phone}
            channel="phone"
            verified={data.phoneVerified}
            onChange={refresh}
          />
          <VerifyCodeField
            requestId={requestId}
            phone={phone}
            channel="email"
            verified={data.emailVerified}
            onChange={refresh}
          />
        </>
      )}
      {data.status === 'approved' && <ActivateAccountForm onDone={refresh} />}
      {data.status === 'activated' && <p className={styles.hint}>{t('activate.loginNow')}</p>}
      <RequestOutbox requestId={requestId} />
    </div>
  );
}
