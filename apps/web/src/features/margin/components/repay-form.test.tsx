// The margin debt screen's repay form in the real shell, the trading service answered by a stand-in:
// bad amounts (empty, zero, negative, text) and a bad PIN never reach the server; every repayment is
// confirmed first (sub-account, amount, interest, debt) and Back sends nothing; a repayment the
// server refuses (more than the debt) shows the text of its code; a good one is sent once with the
// PIN and a refId, and its amount as a whole number whatever the thousands separators; focus goes
// back to the Repay button when the confirmation closes.
import { tradingError } from '@sen/market';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import '@/shared/i18n/i18n';
import { renderShell } from '@/shared/testing/render-shell';
import { signIn, testAccount } from '@/shared/testing/signed-in-customer';
import type { SentCommand } from '@/shared/testing/sent-command';
import { refusal, standIn } from '@/shared/testing/trading-stand-in';

vi.mock('@/shared/lib/realtime/realtime', () => import('@/shared/testing/silent-realtime'));

const account = testAccount('M000001');
const info = {
  subAcntNo: 'M000001',
  debt: 100_000_000,
  interest: 50_000,
  heldCredit: 0,
  creditLimit: 2_000_000_000,
  cash: 20_000_000,
  cashAvailable: 20_000_000,
  marketValue: 300_000_000,
  assets: 320_000_000,
  ratio: 0.6874,
  callRatio: 0.4,
  forceSellRatio: 0.3,
  status: 'normal',
  annualRate: 0.135,
};
let sent: SentCommand[] = [];

beforeEach(() => {
  signIn(account);
  sent = standIn([], (data) => {
    if (data.cmd === 'ListAccount') return [account];
    if (data.cmd === 'MarginInfo') return info;
    if (data.cmd === 'MarginDebtList') return [];
    if (data.cmd === 'MarginRepay' && (data.amount as number) > info.debt + info.interest)
      return refusal(-8352, 'Số tiền trả vượt quá dư nợ và lãi');
    if (data.cmd === 'MarginRepay')
      return {
        subAcntNo: 'M000001',
        refId: data.refId,
        amount: data.amount,
        interestPaid: 50_000,
        principalPaid: (data.amount as number) - 50_000,
        debt: info.debt - ((data.amount as number) - 50_000),
        interest: 0,
      };
    return undefined;
  });
});
afterEach(() => vi.unstubAllGlobals());

describe('margin repay form', () => {
  it('refuses bad input locally, shows the server refusal, sends a good repayment once', async () => {
    const user = userEvent.setup();
    renderShell('/home/no-ky-quy');
    const form = await screen.findByTestId('margin-repay');
    await waitFor(() => expect(within(form).getByText('Tối đa 20,000,000 VNĐ')).toBeTruthy());
    const amount = within(form).getByTestId('repay-amount');
    const pin = within(form).getByTestId('repay-pin');
    const submit = within(form).getByTestId('repay-submit');
    const repays = () => sent.filter((d) => d.cmd === 'MarginRepay');

    await user.type(pin, '123456');
    for (const bad of ['', '0', '-5000', 'abc']) {
      await user.clear(amount);
      if (bad) await user.type(amount, bad);
      await user.click(submit);
      expect(await within(form).findByText('Số tiền phải là số nguyên lớn hơn 0'), bad).toBeTruthy();
    }
    await user.clear(amount);
    await user.type(amount, '1,000,000');
    await user.clear(pin);
    await user.type(pin, '12a');
    await user.click(submit);
    expect(await within(form).findByText('Mã PIN gồm 6 chữ số')).toBeTruthy();
    expect(repays()).toHaveLength(0);

    await user.clear(pin);
    await user.type(pin, '123456');
    await user.clear(amount);
    await user.type(amount, '1,000,000');
    await user.click(submit);
    // The confirmation restates the movement; Back sends nothing and gives focus back.
    const dialog = await screen.findByRole('alertdialog', { name: 'Xác nhận trả nợ ký quỹ' });
    expect(within(dialog).getByTestId('confirm-from').textContent).toBe('M000001 - Margin');
    expect(within(dialog).getByTestId('confirm-amount').textContent).toBe('1,000,000 VNĐ');
    expect(within(dialog).getByTestId('confirm-interest').textContent).toBe('50,000 VNĐ');
    expect(within(dialog).getByTestId('confirm-debt').textContent).toBe('100,000,000 VNĐ');
    await user.click(within(dialog).getByTestId('confirm-cancel'));
    expect(screen.queryByRole('alertdialog')).toBeNull();
    await waitFor(() => expect(document.activeElement).toBe(submit));
    expect(repays()).toHaveLength(0);

    await user.clear(amount);
    await user.type(amount, '200,000,000');
    await user.click(submit);
    await user.click(within(await screen.findByRole('alertdialog')).getByTestId('confirm-ok'));
    expect((await within(form).findByTestId('repay-error')).textContent).toContain(tradingError(-8352)!.vi);
    await waitFor(() => expect(document.activeElement).toBe(submit));

    await user.clear(amount);
    await user.type(amount, '1,000,000');
    await user.click(submit);
    await user.click(within(await screen.findByRole('alertdialog')).getByTestId('confirm-ok'));
    await waitFor(() => expect(repays()).toHaveLength(2));
    await waitFor(() => expect(document.activeElement).toBe(submit));
    expect(repays()[1]).toMatchObject({ subAccount: 'M000001', amount: 1_000_000, pin: '123456' });
    expect(repays()[1]!.refId).not.toBe(repays()[0]!.refId);
  }, 30_000);
});
