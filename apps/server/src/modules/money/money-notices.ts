// The customer's notice of a money movement, in Vietnamese and English: what the notifications
// module stores and pushes (kinds cash-advance, cash-transfer, stock-transfer).
import { formatInteger } from '@sen/market';
import type { MovementRow } from './money-repository.ts';

export interface MoneyNotice {
  kind: 'cash-advance' | 'cash-transfer' | 'stock-transfer';
  subAccount: string;
  ref: string;
  vi: string;
  en: string;
  data: Record<string, unknown>;
}

export function noticeOf(row: MovementRow): MoneyNotice {
  const amount = formatInteger(row.amount);
  const base = { subAccount: row.sub_acnt_no, ref: String(row.id) };
  const data = {
    id: row.id,
    from: row.sub_acnt_no,
    to: row.to_sub_acnt_no,
    asset: row.asset,
    amount: row.amount,
  };
  if (row.kind === 'advance' && row.status === 'repaid')
    return {
      ...base,
      kind: 'cash-advance',
      vi: `Khoản ứng trước #${row.id} (${amount} VND) đã được hoàn trả bằng tiền bán về`,
      en: `Cash advance #${row.id} (${amount} VND) was repaid by the settled sale proceeds`,
      data: { ...data, fee: row.fee, status: 'repaid' },
    };
  if (row.kind === 'advance')
    return {
      ...base,
      kind: 'cash-advance',
      vi: `Ứng trước ${amount} VND (phí ${formatInteger(row.fee)} VND) vào tiểu khoản ${row.sub_acnt_no}`,
      en: `Advanced ${amount} VND (fee ${formatInteger(row.fee)} VND) to sub-account ${row.sub_acnt_no}`,
      data: { ...data, fee: row.fee, status: 'disbursed' },
    };
  if (row.kind === 'cash-transfer')
    return {
      ...base,
      kind: 'cash-transfer',
      vi: `Chuyển ${amount} VND từ ${row.sub_acnt_no} đến ${row.to_sub_acnt_no}`,
      en: `Moved ${amount} VND from ${row.sub_acnt_no} to ${row.to_sub_acnt_no}`,
      data,
    };
  return {
    ...base,
    kind: 'stock-transfer',
    vi: `Chuyển ${amount} ${row.asset} từ ${row.sub_acnt_no} đến ${row.to_sub_acnt_no}`,
    en: `Moved ${amount} ${row.asset} from ${row.sub_acnt_no} to ${row.to_sub_acnt_no}`,
    data,
  };
}
