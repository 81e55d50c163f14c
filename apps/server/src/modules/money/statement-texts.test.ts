import { describe, expect, it } from 'vitest';
import { CASH } from '../ledger/ledger-rules.ts';
import { describeEntry, type EntryFacts } from './statement-texts.ts';

const facts = (f: Partial<EntryFacts>): EntryFacts => ({
  kind: 'x',
  ref: '',
  memo: '',
  sub: '0000011',
  postings: [],
  ...f,
});

describe('describeEntry of the other modules', () => {
  it('describes a cash dividend with its gross and the tax withheld', () => {
    const text = describeEntry(
      facts({
        kind: 'cash-dividend',
        ref: 'FPT-DIV1|0000011',
        postings: [
          { account: '@ISSUERS', asset: CASH, bucket: 'available', amount: -2_000_000 },
          { account: '0000011', asset: CASH, bucket: 'available', amount: 2_000_000 },
          { account: '0000011', asset: CASH, bucket: 'available', amount: -100_000 },
          { account: '@TAX', asset: CASH, bucket: 'available', amount: 100_000 },
        ],
      }),
    );
    expect(text).toEqual({
      vi: 'Cổ tức tiền FPT: 2,000,000 trừ thuế TNCN 5% 100,000',
      en: 'Cash dividend FPT: 2,000,000 less 5% income tax 100,000',
    });
  });

  it('describes dividend shares, rights, bank movements, and splits a memo in both languages', () => {
    const shares = [{ account: '0000011', asset: 'VNM', bucket: 'receivable', amount: 300 }];
    expect(
      describeEntry(facts({ kind: 'stock-dividend', ref: 'VNM-SD1|0000011', postings: shares })).en,
    ).toBe('Dividend shares pending listing +300 (VNM), not yet tradable');
    expect(
      describeEntry(facts({ kind: 'stock-dividend', ref: 'VNM-SD1|0000011', postings: shares })).vi,
    ).toBe('Cổ phiếu cổ tức chờ niêm yết +300 (VNM), chưa được giao dịch');
    expect(describeEntry(facts({ kind: 'rights-registration', postings: shares })).vi).toBe(
      'Đăng ký quyền mua 300 VNM: cổ phiếu chờ niêm yết',
    );
    expect(describeEntry(facts({ kind: 'bank-withdraw-reverse', ref: '7' })).en).toBe(
      'Withdrawal #7 returned by the bank',
    );
    expect(describeEntry(facts({ kind: 'bond-coupon', memo: 'Trả lãi trái phiếu | Bond coupon' }))).toEqual({
      vi: 'Trả lãi trái phiếu',
      en: 'Bond coupon',
    });
    expect(describeEntry(facts({ kind: 'other', memo: 'plain' }))).toEqual({ vi: 'plain', en: 'plain' });
  });

  it('describes margin repayments (their memo is the reply kept for a resend, not a text)', () => {
    const repay = facts({
      kind: 'margin-repay',
      sub: 'M000001',
      memo: '{"amount":10000000}',
      postings: [
        { account: 'M000001', asset: CASH, bucket: 'interest', amount: 72_963 },
        { account: 'M000001', asset: CASH, bucket: 'debt', amount: 9_927_037 },
        { account: 'M000001', asset: CASH, bucket: 'available', amount: -10_000_000 },
      ],
    });
    expect(describeEntry(repay)).toEqual({
      vi: 'Trả nợ ký quỹ 10,000,000',
      en: 'Margin debt repaid 10,000,000',
    });
    expect(describeEntry(facts({ kind: 'margin-sweep', memo: 'cash arrived' })).vi).toBe(
      'Tiền về trả nợ ký quỹ trước',
    );
  });
});

describe('describeEntry of settlements', () => {
  const settled = (ref: string, asset = 'VNM', amount = 300) =>
    describeEntry(
      facts({
        kind: 'settlement',
        ref,
        postings: [
          { account: '0000011', asset, bucket: 'receivable', amount: -amount },
          { account: '0000011', asset, bucket: 'available', amount },
        ],
      }),
    );

  it('names what became tradable by the origin in its ref', () => {
    expect(settled('0000011|VNM|2099-01-14|stock-dividend')).toEqual({
      vi: 'Cổ phiếu cổ tức về tài khoản, được giao dịch +300 (VNM)',
      en: 'Dividend shares listed, now tradable +300 (VNM)',
    });
    expect(settled('0000011|FPT|2099-01-14|rights-registration', 'FPT', 1_000)).toEqual({
      vi: 'Cổ phiếu quyền mua về tài khoản, được giao dịch +1,000 (FPT)',
      en: 'Rights shares listed, now tradable +1,000 (FPT)',
    });
    expect(settled('0000011|HPG|2099-01-14', 'HPG', 100)).toEqual({
      vi: 'Cổ phiếu mua (T+2) về tài khoản, được giao dịch +100 (HPG)',
      en: 'Shares bought (T+2) arrived, now tradable +100 (HPG)',
    });
    expect(settled(`0000011|${CASH}|2099-01-14`, CASH, 5_000).en).toBe('Sale proceeds settled (T+2)');
  });
});

describe('describeEntry of margin credit and futures (their memos are English notes, not texts)', () => {
  it('describes margin credit held and released, and interest, in both languages', () => {
    const held = describeEntry(
      facts({ kind: 'margin-credit', ref: 'ord-3', sub: 'M000001', memo: 'margin credit held by a buy' }),
    );
    expect(held).toEqual({
      vi: 'Tiền vay ký quỹ giữ cho lệnh mua số 3',
      en: 'Margin credit held for buy order 3',
    });
    expect(
      describeEntry(facts({ kind: 'margin-credit-back', sub: 'M000001', memo: 'margin credit not used' })),
    ).toEqual({
      vi: 'Hoàn tiền vay ký quỹ lệnh mua không dùng',
      en: 'Margin credit a buy order did not use, released',
    });
    expect(
      describeEntry(facts({ kind: 'margin-interest', memo: '3 day(s) on 100 at 1350 bps a year' })),
    ).toEqual({ vi: 'Lãi vay ký quỹ', en: 'Margin interest' });
  });

  it('describes futures fills, daily and final settlements and rolls', () => {
    const fill = describeEntry(
      facts({
        kind: 'futures-fill',
        memo: 'S VN30F2412',
        postings: [
          { account: '0000011', asset: 'VN30F2412', bucket: 'position', amount: -2 },
          { account: '@CLEARING', asset: 'VN30F2412', bucket: 'position', amount: 2 },
          { account: '0000011', asset: CASH, bucket: 'available', amount: -5_000 },
        ],
      }),
    );
    expect(fill).toEqual({ vi: 'Phái sinh: bán 2 VN30F2412', en: 'Futures: sell 2 VN30F2412' });
    expect(describeEntry(facts({ kind: 'futures-mtm', memo: '' })).vi).toBe(
      'Thanh toán lãi/lỗ phái sinh cuối ngày',
    );
    expect(describeEntry(facts({ kind: 'futures-final', ref: '0000011|VN30F2412|2026-12-17' })).en).toBe(
      'Futures final settlement VN30F2412',
    );
    expect(describeEntry(facts({ kind: 'futures-roll', memo: 'series roll' })).vi).toBe(
      'Chuyển vị thế phái sinh sang kỳ hạn mới',
    );
  });
});
