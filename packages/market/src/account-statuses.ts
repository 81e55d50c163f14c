import type { LocalizedText } from './localized-text.ts';

/** Status of a conditional order (spec §3). */
export type ConditionalOrderStatus =
  'pending' | 'active' | 'activated' | 'final' | 'expired' | 'cancelling' | 'waitForReactivation';

/** Texts of the conditional order statuses. */
export const CONDITIONAL_ORDER_STATUS_TEXTS: Readonly<Record<ConditionalOrderStatus, LocalizedText>> = {
  pending: { vi: 'Chờ duyệt', en: 'Pending' },
  active: { vi: 'Đang hiệu lực', en: 'Active' },
  activated: { vi: 'Đã kích hoạt', en: 'Activated' },
  final: { vi: 'Hoàn tất', en: 'Final' },
  expired: { vi: 'Hết hiệu lực', en: 'Expired' },
  cancelling: { vi: 'Đang hủy', en: 'Cancelling' },
  waitForReactivation: { vi: 'Chờ kích hoạt lại', en: 'Wait for reactivation' },
};

/** Type of a conditional order (spec §3). */
export type ConditionalOrderType = 'trend' | 'takeProfit' | 'stopLoss' | 'purchase';

/** Texts of the conditional order types. */
export const CONDITIONAL_ORDER_TYPE_TEXTS: Readonly<Record<ConditionalOrderType, LocalizedText>> = {
  trend: { vi: 'Lệnh xu hướng', en: 'Trend' },
  takeProfit: { vi: 'Lệnh chốt lời', en: 'Take profit' },
  stopLoss: { vi: 'Lệnh cắt lỗ', en: 'Stop loss' },
  purchase: { vi: 'Lệnh mua', en: 'Purchase' },
};

/** Status of a cash, stock or bank transfer (spec §3). */
export type TransferStatus = 'pending' | 'complete' | 'bankError' | 'success' | 'unsuccessful';

/** Texts of the transfer statuses. */
export const TRANSFER_STATUS_TEXTS: Readonly<Record<TransferStatus, LocalizedText>> = {
  pending: { vi: 'Chờ duyệt', en: 'Pending' },
  complete: { vi: 'Hoàn tất', en: 'Complete' },
  bankError: { vi: 'Lỗi ngân hàng', en: 'Bank error' },
  success: { vi: 'Thành công', en: 'Success' },
  unsuccessful: { vi: 'Không thành công', en: 'Unsuccessful' },
};

/** Status of a trading account (spec §3): 0 pending activation, 1 activated, any other cancelled. */
export type AccountStatus = 'pendingActivation' | 'activated' | 'cancelled';

/** Account status of the back office's code, e.g. accountStatusOf('1') === 'activated'. */
export function accountStatusOf(code: string | number): AccountStatus {
  const text = String(code).trim();
  if (text === '0') return 'pendingActivation';
  return text === '1' ? 'activated' : 'cancelled';
}

/**
 * Label of a sub-account (spec §3): its number plus "Margin" when it starts with M, else "Thường" (normal).
 * @example subAccountLabel('M01', 'en') === 'M01 - Margin'; subAccountLabel('001', 'vi') === '001 - Thường'
 */
export function subAccountLabel(subAccount: string, language: 'vi' | 'en'): string {
  const margin = subAccount.trim().toUpperCase().startsWith('M');
  const kind = margin ? 'Margin' : language === 'vi' ? 'Thường' : 'Normal';
  return `${subAccount} - ${kind}`;
}
