// Descriptions of ledger entries on a statement, in Vietnamese and English, from the entry's kind
// and the sub-account's own postings in it (the symbol and quantity of a fill, the other
// sub-account of a transfer). Kinds without a text of their own show their memo.
import { formatInteger } from '@sen/market';

export interface EntryFacts {
  kind: string;
  ref: string;
  memo: string;
  /** The statement's sub-account. */
  sub: string;
  /** Every posting of the entry. */
  postings: ReadonlyArray<{ account: string; asset: string; bucket: string; amount: number }>;
}

type Text = { vi: string; en: string };

const shareMove = (f: EntryFacts): { symbol: string; quantity: number } | undefined => {
  const own = f.postings.filter((p) => p.account === f.sub && p.asset !== 'VND');
  if (own.length === 0) return undefined;
  const symbol = own[0]!.asset;
  const quantity = own.filter((p) => p.asset === symbol).reduce((sum, p) => sum + Math.abs(p.amount), 0);
  return { symbol, quantity };
};

const otherSub = (f: EntryFacts): string =>
  f.postings.find((p) => p.account !== f.sub && !p.account.startsWith('@'))?.account ?? '';

export function describeEntry(f: EntryFacts): Text {
  switch (f.kind) {
    case 'deposit':
      return { vi: 'Nộp tiền', en: 'Cash deposit' };
    case 'deposit-securities':
      return { vi: 'Lưu ký chứng khoán', en: 'Securities deposit' };
    case 'fill': {
      const move = shareMove(f);
      const sold = f.postings.some((p) => p.account === f.sub && p.asset !== 'VND' && p.amount < 0);
      const what = move ? ` ${formatInteger(move.quantity)} ${move.symbol}` : '';
      return sold ? { vi: `Bán${what}`, en: `Sell${what}` } : { vi: `Mua${what}`, en: `Buy${what}` };
    }
    case 'settlement': {
      const shares = f.postings.some((p) => p.asset !== 'VND');
      return shares
        ? { vi: 'Chứng khoán mua về (T+2)', en: 'Bought shares settled (T+2)' }
        : { vi: 'Tiền bán chứng khoán về (T+2)', en: 'Sale proceeds settled (T+2)' };
    }
    case 'cash-advance':
      return { vi: `Ứng trước tiền bán #${f.ref}`, en: `Cash advance #${f.ref}` };
    case 'cash-transfer': {
      const out = f.postings.some((p) => p.account === f.sub && p.amount < 0);
      const other = otherSub(f);
      return out
        ? { vi: `Chuyển tiền nội bộ đến ${other}`, en: `Internal cash transfer to ${other}` }
        : { vi: `Nhận tiền nội bộ từ ${other}`, en: `Internal cash transfer from ${other}` };
    }
    case 'stock-transfer': {
      const out = f.postings.some((p) => p.account === f.sub && p.amount < 0);
      const other = otherSub(f);
      return out
        ? { vi: `Chuyển chứng khoán nội bộ đến ${other}`, en: `Internal stock transfer to ${other}` }
        : { vi: `Nhận chứng khoán nội bộ từ ${other}`, en: `Internal stock transfer from ${other}` };
    }
    default: {
      const text = f.memo === '' ? f.kind : f.memo;
      return { vi: text, en: text };
    }
  }
}
