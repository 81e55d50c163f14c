// For tests and benchmarks: an order row as the order stores write it (order-rows.ts), without its
// id: a limit buy of 100 FPT at 99,000 for 2026-01-05, sent and unmatched, 9,934,750 blocked.
// `fields` set what differs; `placed_at` only where a row has it (migration 027 added it).
import type { OrderRow } from '../plugins/storage/order-store/order-rows.ts';

export function orderRow<F extends Partial<Omit<OrderRow, 'id'>>>(
  refId: string,
  fields: F,
): Omit<OrderRow, 'id' | 'placed_at'> & F {
  return {
    ref_id: refId,
    signature: 'f'.repeat(64),
    sub_acnt_no: '0000011',
    username: 'demo',
    symbol: 'FPT',
    market: 'HSX',
    kind: 'stock',
    side: 'B',
    order_type: 'LO',
    price: 99_000,
    volume: 100,
    matched_volume: 0,
    matched_value: 0,
    status: 'S',
    message_no: 0,
    next_session: 0,
    trade_date: '2026-01-05',
    exchange_order_id: null,
    blocked: 9_934_750,
    changes: 0,
    created_at: 0,
    updated_at: 0,
    ...fields,
  };
}
