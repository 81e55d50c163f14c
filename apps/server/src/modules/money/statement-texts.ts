// Descriptions of ledger entries on a statement, in Vietnamese and English, from the entry's kind
// and the sub-account's own postings in it (the symbol and quantity of a fill, the other
// sub-account of a transfer). Kinds without a text of their own show their memo.
import { formatInteger } from '@sen/market';
import { CASH } from '../ledger/ledger-rules.ts';
import { settlementOrigin } from '../ledger/listing-settlement.ts';

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
  const own = f.postings.filter((p) => p.account === f.sub && p.asset !== CASH);
  if (own.length === 0) return undefined;
  const symbol = own[0]!.asset;
  const quantity = own.filter((p) => p.asset === symbol).reduce((sum, p) => sum + Math.abs(p.amount), 0);
  return { symbol, quantity };
};

const otherSub = (f: EntryFacts): string =>
  f.postings.find((p) => p.account !== f.sub && !p.account.startsWith('@'))?.account ?? '';

const SALE_SETTLED: Text = { vi: 'Tiền bán chứng khoán về (T+2)', en: 'Sale proceeds settled (T+2)' };

/** What became tradable at a settlement, by the origin its ref names (ledger/listing-settlement.ts). */
function sharesArrived(f: EntryFacts): Text {
  const own = f.postings.filter((p) => p.account === f.sub && p.asset !== CASH && p.bucket === 'available');
  const symbol = own[0]?.asset ?? '';
  const what = `+${formatInteger(own.reduce((sum, p) => sum + p.amount, 0))} (${symbol})`;
  const origin = settlementOrigin(f.ref);
  if (origin === 'stock-dividend')
    return {
      vi: `Cổ phiếu cổ tức về tài khoản, được giao dịch ${what}`,
      en: `Dividend shares listed, now tradable ${what}`,
    };
  if (origin === 'bonus-shares')
    return {
      vi: `Cổ phiếu thưởng về tài khoản, được giao dịch ${what}`,
      en: `Bonus shares listed, now tradable ${what}`,
    };
  if (origin === 'rights-registration')
    return {
      vi: `Cổ phiếu quyền mua về tài khoản, được giao dịch ${what}`,
      en: `Rights shares listed, now tradable ${what}`,
    };
  return {
    vi: `Cổ phiếu mua (T+2) về tài khoản, được giao dịch ${what}`,
    en: `Shares bought (T+2) arrived, now tradable ${what}`,
  };
}

export function describeEntry(f: EntryFacts): Text {
  switch (f.kind) {
    case 'deposit':
      return { vi: 'Nộp tiền', en: 'Cash deposit' };
    case 'deposit-securities':
      return { vi: 'Lưu ký chứng khoán', en: 'Securities deposit' };
    case 'fill': {
      const move = shareMove(f);
      const sold = f.postings.some((p) => p.account === f.sub && p.asset !== CASH && p.amount < 0);
      const what = move ? ` ${formatInteger(move.quantity)} ${move.symbol}` : '';
      return sold ? { vi: `Bán${what}`, en: `Sell${what}` } : { vi: `Mua${what}`, en: `Buy${what}` };
    }
    case 'settlement':
      return f.postings.some((p) => p.asset !== CASH) ? sharesArrived(f) : SALE_SETTLED;
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
    default:
      return otherEntry(f);
  }
}

/** The symbol an entry of a corporate action is about: its ref starts with the event id (`FPT-DIV1|0000011`). */
const eventSymbol = (f: EntryFacts): string => shareMove(f)?.symbol ?? f.ref.split('-')[0] ?? '';

/** Entries of the other modules (bank, corporate actions, bonds): their own texts, else the memo. */
function otherEntry(f: EntryFacts): Text {
  const own = f.postings.filter((p) => p.account === f.sub && p.asset === CASH);
  const credited = own.filter((p) => p.amount > 0).reduce((sum, p) => sum + p.amount, 0);
  const withheld = -own.filter((p) => p.amount < 0).reduce((sum, p) => sum + p.amount, 0);
  const shares = shareMove(f);
  const id = f.ref;
  switch (f.kind) {
    case 'bank-deposit':
      return { vi: `Nộp tiền từ ngân hàng (${id})`, en: `Bank deposit (${id})` };
    case 'bank-withdraw-hold':
      return { vi: `Rút tiền ra ngân hàng #${id}`, en: `Bank withdrawal #${id}` };
    case 'bank-withdraw-complete':
      return { vi: `Rút tiền ra ngân hàng #${id}: đã chuyển`, en: `Bank withdrawal #${id}: sent` };
    case 'bank-withdraw-release':
      return {
        vi: `Rút tiền #${id} không thành công: hoàn tiền`,
        en: `Withdrawal #${id} unsuccessful: released`,
      };
    case 'bank-withdraw-reverse':
      return { vi: `Rút tiền #${id} bị ngân hàng trả lại`, en: `Withdrawal #${id} returned by the bank` };
    case 'cash-dividend':
      return {
        vi: `Cổ tức tiền ${eventSymbol(f)}: ${formatInteger(credited)} trừ thuế TNCN 5% ${formatInteger(withheld)}`,
        en: `Cash dividend ${eventSymbol(f)}: ${formatInteger(credited)} less 5% income tax ${formatInteger(withheld)}`,
      };
    case 'stock-dividend':
      return {
        vi: `Cổ phiếu cổ tức chờ niêm yết +${formatInteger(shares?.quantity ?? 0)} (${eventSymbol(f)}), chưa được giao dịch`,
        en: `Dividend shares pending listing +${formatInteger(shares?.quantity ?? 0)} (${eventSymbol(f)}), not yet tradable`,
      };
    case 'bonus-shares':
      return {
        vi: `Cổ phiếu thưởng chờ niêm yết +${formatInteger(shares?.quantity ?? 0)} (${eventSymbol(f)}), chưa được giao dịch`,
        en: `Bonus shares pending listing +${formatInteger(shares?.quantity ?? 0)} (${eventSymbol(f)}), not yet tradable`,
      };
    case 'margin-repay':
      return {
        vi: `Trả nợ ký quỹ ${formatInteger(withheld)}`,
        en: `Margin debt repaid ${formatInteger(withheld)}`,
      };
    case 'margin-sweep':
      return { vi: 'Tiền về trả nợ ký quỹ trước', en: 'Arriving cash repays margin debt first' };
    case 'margin-credit': {
      // ref `ord-<order id>`: the credit a margin buy holds until it fills (then a loan) or ends.
      const order = id.startsWith('ord-') ? ` ${id.slice(4)}` : '';
      return {
        vi: `Tiền vay ký quỹ giữ cho lệnh mua${order === '' ? '' : ` số${order}`}`,
        en: `Margin credit held for buy order${order}`,
      };
    }
    case 'margin-credit-back':
      return {
        vi: 'Hoàn tiền vay ký quỹ lệnh mua không dùng',
        en: 'Margin credit a buy order did not use, released',
      };
    case 'margin-interest':
      return { vi: 'Lãi vay ký quỹ', en: 'Margin interest' };
    case 'futures-fill': {
      // memo `<B|S> <symbol>`; the contracts are the sub-account's position postings.
      const [side, symbol = ''] = f.memo.split(' ');
      const contracts = f.postings
        .filter((p) => p.account === f.sub && p.asset === symbol && p.bucket === 'position')
        .reduce((sum, p) => sum + Math.abs(p.amount), 0);
      const what = `${contracts > 0 ? `${formatInteger(contracts)} ` : ''}${symbol}`;
      return side === 'S'
        ? { vi: `Phái sinh: bán ${what}`, en: `Futures: sell ${what}` }
        : { vi: `Phái sinh: mua ${what}`, en: `Futures: buy ${what}` };
    }
    case 'futures-mtm':
      return {
        vi: 'Thanh toán lãi/lỗ phái sinh cuối ngày',
        en: 'Futures daily settlement (mark to market)',
      };
    case 'futures-final': {
      // ref `<sub>|<symbol>|<date>`.
      const symbol = f.ref.split('|')[1] ?? '';
      return {
        vi: `Thanh toán đáo hạn hợp đồng phái sinh ${symbol}`,
        en: `Futures final settlement ${symbol}`,
      };
    }
    case 'futures-roll':
      return {
        vi: 'Chuyển vị thế phái sinh sang kỳ hạn mới',
        en: 'Futures positions rolled to the next series',
      };
    case 'rights-registration':
      return {
        vi: `Đăng ký quyền mua ${formatInteger(shares?.quantity ?? 0)} ${shares?.symbol ?? ''}: cổ phiếu chờ niêm yết`,
        en: `Rights subscription ${formatInteger(shares?.quantity ?? 0)} ${shares?.symbol ?? ''}: shares pending listing`,
      };
    default: {
      // Memos written in both languages read `vi | en` (the bond desk's).
      const [vi, en] = (f.memo === '' ? f.kind : f.memo).split(' | ');
      return { vi: vi!, en: en ?? vi! };
    }
  }
}
