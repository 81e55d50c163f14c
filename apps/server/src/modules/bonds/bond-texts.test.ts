// The bond desk's texts as the customer reads them in statements and notifications: amounts and
// dates formatted by @sen/market (dd/mm/yyyy), never a raw yyyy-mm-dd.
import { describe, expect, it } from 'vitest';
import { couponText, memoOf } from './bond-texts.ts';

describe('bond texts', () => {
  it('names the coupon date as dd/mm/yyyy in both languages', () => {
    const text = couponText('TCB125007', '2026-12-02', 990_850, 52_150);
    expect(text).toEqual({
      vi: 'Nhận coupon trái phiếu TCB125007 kỳ 02/12/2026: 990,850 VND (đã khấu trừ thuế TNCN 52,150 VND)',
      en: 'TCB125007 coupon of 02/12/2026 received: 990,850 VND (personal income tax of 52,150 VND withheld)',
    });
    expect(memoOf(text).split(' | ')).toEqual([text.vi, text.en]);
  });
});
