// The notifications an order's change raises (issue 16 item 6): each fill, a refusal by the
// exchange, an expiry. Pure: from the order as written and the effects of its change.
import { formatDerivativePrice, formatInteger, formatPrice, ORDER_STATUS_CODES as CODE } from '@sen/market';

export interface OrderChange {
  id: number;
  subAcntNo: string;
  symbol: string;
  kind: string;
  side: string;
  status: string;
  messageNo: number;
  /** The fills of this change (volume, price). */
  fills: readonly { volume: number; price: number }[];
  /** The status before the change. */
  previousStatus: string;
}

export interface OrderNotice {
  kind: 'order-fill' | 'order-rejected' | 'order-expired';
  vi: string;
  en: string;
  data: Record<string, unknown>;
}

export function orderNotices(change: OrderChange): OrderNotice[] {
  const price = (vnd: number) => (change.kind === 'future' ? formatDerivativePrice(vnd) : formatPrice(vnd));
  const sideVi = change.side === 'B' ? 'mua' : 'bán';
  const sideEn = change.side === 'B' ? 'Buy' : 'Sell';
  const base = { orderId: change.id, symbol: change.symbol, side: change.side };
  const notices: OrderNotice[] = change.fills.map((fill) => ({
    kind: 'order-fill',
    vi: `Lệnh ${sideVi} ${change.symbol} số ${change.id} khớp ${formatInteger(fill.volume)} giá ${price(fill.price)} (tiểu khoản ${change.subAcntNo})`,
    en: `${sideEn} order ${change.id} ${change.symbol}: ${formatInteger(fill.volume)} matched at ${price(fill.price)} (sub-account ${change.subAcntNo})`,
    data: { ...base, volume: fill.volume, price: fill.price },
  }));
  if (change.status !== change.previousStatus && change.status === CODE.rejected)
    notices.push({
      kind: 'order-rejected',
      vi: `Lệnh ${sideVi} ${change.symbol} số ${change.id} bị sở từ chối (mã ${change.messageNo}, tiểu khoản ${change.subAcntNo})`,
      en: `${sideEn} order ${change.id} ${change.symbol} was refused by the exchange (code ${change.messageNo}, sub-account ${change.subAcntNo})`,
      data: { ...base, code: change.messageNo },
    });
  if (change.status !== change.previousStatus && change.status === CODE.expired)
    notices.push({
      kind: 'order-expired',
      vi: `Lệnh ${sideVi} ${change.symbol} số ${change.id} đã hết hiệu lực (tiểu khoản ${change.subAcntNo})`,
      en: `${sideEn} order ${change.id} ${change.symbol} has expired (sub-account ${change.subAcntNo})`,
      data: base,
    });
  return notices;
}
