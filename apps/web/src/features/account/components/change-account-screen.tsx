// Change the default sub-account (stored on the server; used after the next login too).
import { changeAccountCommand, isMarginSubAccount, listAccountCommand } from '@sen/protocol';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'react-toastify';
import { useAppConfig } from '@/shared/config/config-query';
import { showFailure } from '@/shared/session/show-failure';
import { selectAccount, setAccounts } from '@/shared/session/session-store';
import { callTrading } from '@/shared/session/trading-call';
import { useSession } from '@/shared/session/use-session';
import dataStyles from '@/shared/ui/data.module.css';
import formStyles from '@/shared/ui/form.module.css';
import styles from './account.module.css';

export function ChangeAccountScreen() {
  const { t } = useTranslation('account');
  const { tradingBase } = useAppConfig();
  const accounts = useSession((s) => s.listShareHolder);
  const serverDefault = accounts[0]?.defaultSubAccount ?? '';
  const [choice, setChoice] = useState(serverDefault);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    try {
      const reply = await callTrading(tradingBase, changeAccountCommand, {
        subAccount: choice || serverDefault,
      });
      setAccounts(await callTrading(tradingBase, listAccountCommand, {}));
      selectAccount(reply.defaultAcc);
      toast.success(t('changeAccount.done', { account: reply.defaultAcc }));
    } catch (error) {
      showFailure(error);
    }
  };
  return (
    <form
      className={`${formStyles.form} ${styles.narrow}`}
      onSubmit={(e) => void submit(e)}
      data-testid="change-account"
    >
      <h1 className={dataStyles.title}>{t('changeAccount.title')}</h1>
      <label className={formStyles.field}>
        <span className={dataStyles.muted}>{t('changeAccount.label')}</span>
        <select
          className={formStyles.input}
          value={choice || serverDefault}
          onChange={(e) => setChoice(e.target.value)}
        >
          {accounts.map((a) => (
            <option key={a.subAcntNo} value={a.subAcntNo}>
              {`${a.subAcntNo} ${isMarginSubAccount(a.subAcntNo) ? t('margin') : t('normal')}`}
            </option>
          ))}
        </select>
      </label>
      <button type="submit" className={formStyles.primary}>
        {t('changeAccount.submit')}
      </button>
    </form>
  );
}
