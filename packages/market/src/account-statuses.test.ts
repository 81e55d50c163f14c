import { describe, expect, it } from 'vitest';
import {
  CONDITIONAL_ORDER_STATUS_TEXTS,
  CONDITIONAL_ORDER_TYPE_TEXTS,
  TRANSFER_STATUS_TEXTS,
  accountStatusOf,
  subAccountLabel,
} from './account-statuses.ts';

describe('account statuses', () => {
  it.each([
    ['0', 'pendingActivation'],
    [1, 'activated'],
    ['2', 'cancelled'],
    ['x', 'cancelled'],
  ] as const)('%s -> %s', (code, status) => {
    expect(accountStatusOf(code)).toBe(status);
  });
  it.each([
    ['M01', 'vi', 'M01 - Margin'],
    ['001', 'vi', '001 - Thường'],
    ['001', 'en', '001 - Normal'],
  ] as const)('%s in %s -> %s', (account, language, label) => {
    expect(subAccountLabel(account, language)).toBe(label);
  });
  it('names every conditional and transfer status', () => {
    expect(Object.keys(CONDITIONAL_ORDER_STATUS_TEXTS)).toHaveLength(7);
    expect(Object.keys(CONDITIONAL_ORDER_TYPE_TEXTS)).toEqual([
      'trend',
      'takeProfit',
      'stopLoss',
      'purchase',
    ]);
    expect(Object.keys(TRANSFER_STATUS_TEXTS)).toEqual([
      'pending',
      'complete',
      'bankError',
      'success',
      'unsuccessful',
    ]);
  });
});
