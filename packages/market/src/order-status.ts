import type { LocalizedText } from './localized-text.ts';

/** Status of an order (spec §3). The spec spells amended "admended"; Sen uses the correct word. */
export type OrderStatus =
  | 'reserved'
  | 'sent'
  | 'confirm'
  | 'matched'
  | 'partlyMatched'
  | 'canceled'
  | 'pendingCancel'
  | 'pendingEdit'
  | 'amended'
  | 'rejected'
  | 'error'
  | 'expired';

/** Texts of the order statuses. */
export const ORDER_STATUS_TEXTS: Readonly<Record<OrderStatus, LocalizedText>> = {
  reserved: { vi: 'Lệnh đặt trước', en: 'Reserved' },
  sent: { vi: 'Đã gửi', en: 'Sent' },
  confirm: { vi: 'Chờ khớp', en: 'Awaiting match' },
  matched: { vi: 'Đã khớp', en: 'Matched' },
  partlyMatched: { vi: 'Khớp một phần', en: 'Partly matched' },
  canceled: { vi: 'Đã hủy', en: 'Canceled' },
  pendingCancel: { vi: 'Chờ hủy', en: 'Pending cancel' },
  pendingEdit: { vi: 'Chờ sửa', en: 'Pending edit' },
  amended: { vi: 'Đã sửa', en: 'Amended' },
  rejected: { vi: 'Bị từ chối', en: 'Rejected' },
  error: { vi: 'Lỗi', en: 'Error' },
  expired: { vi: 'Hết hiệu lực', en: 'Expired' },
};

/**
 * Status codes on the trading channel. Spec codes: P pending (awaiting match), M matched or partly
 * matched, X cancelled (possibly partly matched), C edited, R rejected, and the suffix W for a cancel
 * waiting (PW, MW, CW). Sen's own codes for the statuses the spec names without a code: Q reserved
 * (queued before the session), S sent, E error, D expired, and the suffix V for an edit waiting.
 */
export const ORDER_STATUS_CODES = {
  pending: 'P',
  matched: 'M',
  cancelled: 'X',
  edited: 'C',
  rejected: 'R',
  reserved: 'Q',
  sent: 'S',
  error: 'E',
  expired: 'D',
  waitingCancelSuffix: 'W',
  waitingEditSuffix: 'V',
} as const;

/** An order's status code and how much of it matched. */
export interface OrderProgress {
  /** Status code, e.g. 'P', 'MW'. */
  readonly status: string;
  readonly matchedVolume: number;
  readonly volume: number;
}

/**
 * Whether the customer may edit or cancel an order (spec §4): status P, or ending with C, or ending
 * with M while not fully matched.
 * @example canEditOrCancel({ status: 'M', matchedVolume: 100, volume: 300 }) === true; canEditOrCancel({ status: 'MW', matchedVolume: 100, volume: 300 }) === false
 */
export function canEditOrCancel({ status, matchedVolume, volume }: OrderProgress): boolean {
  const code = status.trim().toUpperCase();
  return code === 'P' || code.endsWith('C') || (code.endsWith('M') && matchedVolume < volume);
}

/**
 * Status of an order from its code and progress, e.g. orderStatusOf({ status: 'M', matchedVolume: 100, volume: 300 }) === 'partlyMatched';
 * undefined for a code Sen does not know.
 */
export function orderStatusOf({ status, matchedVolume, volume }: OrderProgress): OrderStatus | undefined {
  const code = status.trim().toUpperCase();
  if (code.length > 1 && code.endsWith(ORDER_STATUS_CODES.waitingCancelSuffix)) return 'pendingCancel';
  if (code.length > 1 && code.endsWith(ORDER_STATUS_CODES.waitingEditSuffix)) return 'pendingEdit';
  switch (code) {
    case 'P':
      return 'confirm';
    case 'M':
      return matchedVolume >= volume ? 'matched' : 'partlyMatched';
    case 'X':
      return 'canceled';
    case 'C':
      return 'amended';
    case 'R':
      return 'rejected';
    case 'Q':
      return 'reserved';
    case 'S':
      return 'sent';
    case 'E':
      return 'error';
    case 'D':
      return 'expired';
  }
  return undefined;
}

/** The order lists of the order book screen (spec §3). */
export type OrderListKind = 'today' | 'nextSession' | 'conditional' | 'history';

/** Titles of the order lists. */
export const ORDER_LIST_TEXTS: Readonly<Record<OrderListKind, LocalizedText>> = {
  today: { vi: 'Lệnh trong ngày', en: "Today's orders" },
  nextSession: { vi: 'Lệnh phiên sau', en: 'Next-session orders' },
  conditional: { vi: 'Lệnh điều kiện', en: 'Conditional orders' },
  history: { vi: 'Lịch sử lệnh', en: 'Order history' },
};
