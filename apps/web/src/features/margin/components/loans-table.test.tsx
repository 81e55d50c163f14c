// The margin debt screen's loans table: its rows formatted by @sen/market, and the table kept in its
// own named, focusable scroll region so its seven columns never widen the page on a phone.
import { screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import '@/shared/i18n/i18n';
import { renderShell } from '@/shared/testing/render-shell';
import { signIn, testAccount } from '@/shared/testing/signed-in-customer';
import { standIn } from '@/shared/testing/trading-stand-in';

vi.mock('@/shared/lib/realtime/realtime', () => import('@/shared/testing/silent-realtime'));

const account = testAccount('M000001');
const info = {
  subAcntNo: 'M000001',
  debt: 155_787_250,
  interest: 57_620,
  heldCredit: 0,
  creditLimit: 2_000_000_000,
  cash: 0,
  cashAvailable: 0,
  marketValue: 333_000_000,
  assets: 333_000_000,
  ratio: 0.5319,
  callRatio: 0.4,
  forceSellRatio: 0.3,
  status: 'normal',
  annualRate: 0.135,
};
const loans = [
  {
    loanId: 1,
    symbol: 'FPT',
    orderNo: '1',
    tradeDate: '2027-08-23',
    dueDate: '2027-11-22',
    principal: 155_787_250,
    outstanding: 155_787_250,
    status: 'open',
  },
];

beforeEach(() => {
  signIn(account);
  standIn([], (data) => {
    if (data.cmd === 'ListAccount') return [account];
    if (data.cmd === 'MarginInfo') return info;
    if (data.cmd === 'MarginDebtList') return loans;
    return undefined;
  });
});
afterEach(() => vi.unstubAllGlobals());

describe('margin loans table', () => {
  it('shows the loans in a scroll region of their own that a keyboard can reach', async () => {
    renderShell('/home/no-ky-quy');
    const table = await screen.findByTestId('margin-loans');
    const row = within(table).getByText('FPT').closest('tr') as HTMLTableRowElement;
    expect(row.textContent).toContain('23/08/2027');
    expect(row.textContent).toContain('22/11/2027');
    expect(within(row).getByTestId('loan-outstanding').textContent).toBe('155,787,250');

    const region = screen.getByRole('region', { name: 'Các khoản vay' });
    expect(region.contains(table)).toBe(true);
    expect(region.tabIndex).toBe(0);
  });
});
