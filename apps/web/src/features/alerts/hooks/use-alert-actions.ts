// Saving and deleting an alert where it is kept: the server for a customer (refusals toasted
// through the shared error text), this browser for a visitor (the same rules and codes).
import { errorMessage, fillText, tradingError } from '@sen/market';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { toast } from 'react-toastify';
import { useAppConfig } from '@/shared/config/config-query';
import { marketNow } from '@/shared/lib/market-clock';
import { errorText } from '@/shared/session/error-text';
import { useSession } from '@/shared/session/use-session';
import { useSettings } from '@/shared/settings/use-settings';
import { ALERTS_KEY, deleteServerAlert, saveServerAlert } from '../api/alert-api';
import { deleteLocalAlert, saveLocalAlert, type AlertDraft } from '../lib/local-alerts';

export function useAlertActions() {
  const { t } = useTranslation('alerts');
  const lang = useSettings((s) => s.lang);
  const user = useSession((s) => s.token?.user ?? null);
  const { tradingBase } = useAppConfig();
  const queryClient = useQueryClient();
  const refresh = () => queryClient.invalidateQueries({ queryKey: ALERTS_KEY });

  /** True when kept. */
  const save = async (draft: AlertDraft, id?: string): Promise<boolean> => {
    if (user === null) {
      const result = saveLocalAlert(draft, marketNow() ?? Date.now(), id);
      if (!result.ok) {
        const entry = tradingError(result.code);
        toast.error(
          entry ? fillText(entry[lang], { reason: '' }) : errorMessage({ messageNo: result.code }, lang),
        );
        return false;
      }
    } else {
      try {
        await saveServerAlert(tradingBase, draft, id);
      } catch (error) {
        toast.error(errorText(error));
        return false;
      } finally {
        void refresh();
      }
    }
    toast.success(t('saved', { symbol: draft.symbol }));
    return true;
  };

  const remove = async (id: string, symbol: string): Promise<void> => {
    if (user === null) deleteLocalAlert(id);
    else {
      try {
        await deleteServerAlert(tradingBase, id);
      } catch (error) {
        toast.error(errorText(error));
        return;
      } finally {
        void refresh();
      }
    }
    toast.success(t('deleted', { symbol }));
  };

  return { save, remove };
}
