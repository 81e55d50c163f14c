// The money rows of a movement's confirmation (ConfirmDialog): the amount formatted by @sen/market
// with the currency unit of the common texts, so every dialog that moves money writes it alike.
import { formatInteger } from '@sen/market';
import { useTranslation } from 'react-i18next';
import type { ConfirmRow } from './confirm-dialog';

/** `moneyRow('Phí', 3_300, 'confirm-fee')` -> { label: 'Phí', value: '3,300 VNĐ', testId: 'confirm-fee' }. */
export function useMoneyRow(): (label: string, amount: number, testId?: string) => ConfirmRow {
  const { t } = useTranslation('common');
  return (label, amount, testId) => ({ label, value: t('vnd', { amount: formatInteger(amount) }), testId });
}
