import { describe, expect, it } from 'vitest';
import { orderNotices, type OrderChange } from './order-notifications.ts';

const order: OrderChange = {
  id: 42,
  subAcntNo: '0000011',
  symbol: 'FPT',
  kind: 'stock',
  side: 'B',
  status: 'M',
  previousStatus: 'P',
  messageNo: 0,
  fills: [],
};

describe('orderNotices', () => {
  it('raises one notice per fill, in thousands for stocks and points for futures', () => {
    const notices = orderNotices({
      ...order,
      fills: [
        { volume: 500, price: 118_000 },
        { volume: 1_500, price: 118_100 },
      ],
    });
    expect(notices.map((n) => n.kind)).toEqual(['order-fill', 'order-fill']);
    expect(notices[0]!.vi).toBe('Lệnh mua FPT số 42 khớp 500 giá 118.00 (tiểu khoản 0000011)');
    expect(notices[1]!.en).toBe('Buy order 42 FPT: 1,500 matched at 118.10 (sub-account 0000011)');
    const future = orderNotices({
      ...order,
      kind: 'future',
      symbol: 'VN30F1M',
      side: 'S',
      fills: [{ volume: 2, price: 133_950 }],
    });
    expect(future[0]!.en).toBe('Sell order 42 VN30F1M: 2 matched at 1,339.5 (sub-account 0000011)');
  });

  it('raises a refusal and an expiry once, when the status becomes so', () => {
    expect(
      orderNotices({ ...order, status: 'R', messageNo: -6037 }).map((n) => [n.kind, n.data.code]),
    ).toEqual([['order-rejected', -6037]]);
    expect(orderNotices({ ...order, status: 'D' })[0]!.vi).toBe(
      'Lệnh mua FPT số 42 đã hết hiệu lực (tiểu khoản 0000011)',
    );
    expect(orderNotices({ ...order, status: 'R', previousStatus: 'R' })).toEqual([]);
    expect(orderNotices({ ...order, status: 'P' })).toEqual([]);
  });
});
