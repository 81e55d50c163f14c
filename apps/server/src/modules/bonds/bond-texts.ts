// Vietnamese and English texts of the bond desk's ledger memos and notifications. Figures are
// and dates (dd/mm/yyyy) formatted by @sen/market; the memo carries both languages as "vi | en".
import { formatDate, formatInteger } from '@sen/market';

const vnd = (amount: number) => `${formatInteger(amount)} VND`;

export interface BondText {
  vi: string;
  en: string;
}

export const memoOf = (t: BondText): string => `${t.vi} | ${t.en}`;

export function buyText(symbol: string, volume: number, amount: number): BondText {
  return {
    vi: `Mua ${formatInteger(volume)} trái phiếu ${symbol} từ công ty, thanh toán ${vnd(amount)}`,
    en: `Bought ${formatInteger(volume)} ${symbol} bonds from the broker, paid ${vnd(amount)}`,
  };
}

export function sellText(symbol: string, volume: number, amount: number): BondText {
  return {
    vi: `Bán lại ${formatInteger(volume)} trái phiếu ${symbol} cho công ty, nhận ${vnd(amount)}`,
    en: `Sold ${formatInteger(volume)} ${symbol} bonds back to the broker, received ${vnd(amount)}`,
  };
}

export function couponText(symbol: string, date: string, net: number, tax: number): BondText {
  return {
    vi: `Nhận coupon trái phiếu ${symbol} kỳ ${formatDate(date, 'vi')}: ${vnd(net)} (đã khấu trừ thuế TNCN ${vnd(tax)})`,
    en: `${symbol} coupon of ${formatDate(date, 'en')} received: ${vnd(net)} (personal income tax of ${vnd(tax)} withheld)`,
  };
}

export function principalText(symbol: string, volume: number, amount: number): BondText {
  return {
    vi: `Trái phiếu ${symbol} đáo hạn: nhận gốc ${vnd(amount)} cho ${formatInteger(volume)} trái phiếu`,
    en: `${symbol} matured: principal of ${vnd(amount)} received for ${formatInteger(volume)} bonds`,
  };
}
