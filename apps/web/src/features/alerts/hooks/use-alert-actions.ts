// Saving and deleting an alert where it is kept: the server for a customer (refusals toasted
// through the shared error text), this browser for a visitor (the same rules and codes).
import { fillText, tradingError } from '@sen/market';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { toast } from 'react-toastify';
import { useAppConfig } from '@/shared/config/config-query';
import { marketNow } from '@/shared/lib/market-clock';
import { showFailure } from '@/shared/session/show-failure';
import { TradingCallError } from '@/shared/session/trading-call';
import { useSession } from '@/shared/session/use-session';
import { ALERTS_KEY, deleteServerAlert, saveServerAlert } from '../api/alert-api';
import { deleteLocalAlert, saveLocalAlert, type AlertDraft } from '../lib/local-alerts';

export function useAlertActions() {
  const { t } = useTranslation('alerts');
  const user = useSession((s) => s.token?.user ?? null);
  const { tradingBase } = useAppConfig();
  const queryClient = useQueryClient();
  const refresh = () => queryClient.invalidateQueries({ queryKey: ALERTS_KEY });

  /** True when kept. */
  const save = async (draft: AlertDraft, id?: string): Promise<boolean> => {
    if (user === null) {
      const result = saveLocalAlert(draft, marketNow() ?? Date.now(), id);
      if (!result.ok) {
        // The same codes as the server's refusal, shown the same way.
        const entry = tradingError(result.code);
        showFailure(new TradingCallError(result.code, entry ? fillText(entry.vi, { reason: '' }) : ''));
        return false;
      }
    } else {
      try {
        await saveServerAlert(tradingBase, draft, id);
      } catch (error) {
        showFailure(error);
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
        showFailure(error);
        return;
      } finally {
        void refresh();
      }
    }
    toast.success(t('deleted', { symbol }));
  };

  return { save, remove };
}
