// The money transfer screen in the real shell, the trading service answered by a stand-in: bad input
// is refused in the form (nothing sent), a withdrawal is sent only after its confirmation (amount,
// fee, destination, money written and dismissed as in every movement's confirmation), and a
// cancelled confirmation sends nothing; the same for a simulated deposit.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import '@/shared/i18n/i18n';
import { settingsStore } from '@/shared/settings/settings-store';
import { renderShell } from '@/shared/testing/render-shell';
import { signIn, testAccount } from '@/shared/testing/signed-in-customer';
import type { SentCommand } from '@/shared/testing/sent-command';
import { standIn } from '@/shared/testing/trading-stand-in';

vi.mock('@/shared/lib/realtime/realtime', () => import('@/shared/testing/silent-realtime'));

const account = testAccount('0000011');
const transfer = {
  id: 9,
  kind: 'withdraw',
  subAcntNo: '0000011',
  amount: 1_000_000,
  fee: 3_300,
  status: 'pending',
  bankName: 'Vietcombank',
  accountNo: '****0001',
  refId: 'r',
  businessDate: '2026-01-05',
  createdAt: '2026-01-05T10:00:00.000+07:00',
  updatedAt: '2026-01-05T10:00:00.000+07:00',
  note: '',
};
const REPLIES: Record<string, unknown> = {
  ListAccount: [account],
  ListBankAccount: [
    {
      id: 1,
      bankCode: 'VCB',
      bankName: 'Vietcombank',
      accountNo: '****0001',
      holder: 'Demo',
      demoOutcome: 'success',
    },
    {
      id: 2,
      bankCode: 'TCB',
      bankName: 'Techcombank',
      accountNo: '****0001',
      holder: 'Demo',
      demoOutcome: 'bankError',
    },
  ],
  BankTransferInfo: {
    subAcntNo: '0000011',
    virtualAccount: 'SEN0000011',
    beneficiaryBank: 'BIDV',
    withdrawFee: 3_300,
    minAmount: 10_000,
    maxAmount: 2_000_000_000,
    withdrawable: 500_000_000,
    demo: true,
  },
  BankTransferHistory: [],
  OtpOutbox: [],
  BankWithdraw: transfer,
};
let sent: SentCommand[] = [];

beforeEach(() => {
  signIn(account);
  sent = standIn([], (data) => REPLIES[data.cmd]);
});
afterEach(() => {
  vi.unstubAllGlobals();
  settingsStore.set({ ...settingsStore.get(), lang: 'vi' });
});

const moves = () => sent.filter((d) => d.cmd === 'BankWithdraw' || d.cmd === 'BankSimulateDeposit');

describe('money transfer screen', () => {
  it('confirms amount, fee and destination before a withdrawal; refuses bad input in the form', async () => {
    const user = userEvent.setup();
    renderShell('/home/chuyen-tien');
    const form = await screen.findByTestId('withdraw-form', undefined, { timeout: 8000 });
    await waitFor(() => expect(within(form).getAllByRole('option')).toHaveLength(2));
    // The demo rule's amounts are formatted as every amount on screen (@sen/market), not typed in the text.
    expect(within(form).getByTestId('withdraw-demo-rule').textContent).toBe(
      'Demo: số tiền có đuôi 13,000 VNĐ (ví dụ 1,013,000) bị công ty từ chối (không thành công).',
    );
    await user.type(within(form).getByTestId('withdraw-amount'), '1.5');
    await user.type(within(form).getByTestId('withdraw-otp'), '123');
    await user.click(within(form).getByTestId('withdraw-submit'));
    expect(await within(form).findAllByRole('alert')).toHaveLength(2);
    expect(screen.queryByTestId('bank-confirm')).toBeNull();

    await user.clear(within(form).getByTestId('withdraw-amount'));
    await user.type(within(form).getByTestId('withdraw-amount'), '1,000,000');
    await user.clear(within(form).getByTestId('withdraw-otp'));
    await user.type(within(form).getByTestId('withdraw-otp'), '123456');
    await user.click(within(form).getByTestId('withdraw-submit'));
    // The shared confirmation: an alert dialog restating source, destination, amount, fee, total.
    const dialog = await screen.findByRole('alertdialog', { name: 'Xác nhận rút tiền' });
    expect(dialog.getAttribute('data-testid')).toBe('bank-confirm');
    expect(within(dialog).getByTestId('confirm-from').textContent).toBe('0000011 - Thường');
    expect(within(dialog).getByTestId('confirm-to').textContent).toContain('Vietcombank ****0001');
    // Money written as in every movement's confirmation (the shared money row), dismissed by Back.
    expect(within(dialog).getByTestId('confirm-amount').textContent).toBe('1,000,000 VNĐ');
    expect(within(dialog).getByTestId('confirm-fee').textContent).toBe('3,300 VNĐ');
    expect(within(dialog).getByTestId('confirm-total').textContent).toBe('1,003,300 VNĐ');
    expect(within(dialog).getByTestId('confirm-cancel').textContent).toBe('Quay lại');
    await waitFor(() => expect(document.activeElement).toBe(within(dialog).getByTestId('confirm-ok')));
    await user.click(within(dialog).getByTestId('confirm-cancel'));
    expect(screen.queryByTestId('bank-confirm')).toBeNull();
    expect(moves()).toHaveLength(0);
    // Focus goes back to the button that opened the confirmation, not to <body>.
    await waitFor(() => expect(document.activeElement).toBe(within(form).getByTestId('withdraw-submit')));

    await user.click(within(form).getByTestId('withdraw-submit'));
    await user.click(within(await screen.findByTestId('bank-confirm')).getByTestId('confirm-ok'));
    await waitFor(() => expect(moves()).toHaveLength(1));
    await waitFor(() => expect(screen.queryByTestId('bank-confirm')).toBeNull());
    await waitFor(() => expect(document.activeElement).toBe(within(form).getByTestId('withdraw-submit')));
    expect(moves()[0]).toMatchObject({
      cmd: 'BankWithdraw',
      subAccount: '0000011',
      bankAccountId: 1,
      amount: 1_000_000,
      otp: '123456',
    });
    expect(String(moves()[0]!.refId)).toHaveLength(23);
  }, 20_000);

  it.each([
    ['vi', 'Xác nhận nộp tiền (mô phỏng)', '5,000,000 VNĐ', '0 VNĐ', 'Quay lại', '500,000,000 VNĐ'],
    ['en', 'Confirm the deposit (simulated)', '5,000,000 VND', '0 VND', 'Back', '500,000,000 VND'],
  ] as const)(
    'confirms a simulated deposit as every movement is confirmed (%s); Back sends nothing',
    async (lang, title, amount, fee, back, withdrawable) => {
      settingsStore.set({ ...settingsStore.get(), lang });
      const user = userEvent.setup();
      renderShell('/home/chuyen-tien');
      const form = await screen.findByTestId('deposit-form', undefined, { timeout: 8000 });
      // The screen's own figures write money with the same unit as its dialogs.
      await waitFor(() => expect(screen.getByTestId('bank-withdrawable').textContent).toBe(withdrawable));
      expect(screen.getByTestId('bank-fee').textContent).toBe(withdrawable.replace('500,000,000', '3,300'));
      await user.type(within(form).getByTestId('deposit-amount'), '5,000,000');
      await user.click(within(form).getByTestId('deposit-submit'));
      const dialog = await screen.findByRole('alertdialog', { name: title });
      expect(within(dialog).getByTestId('confirm-amount').textContent).toBe(amount);
      expect(within(dialog).getByTestId('confirm-fee').textContent).toBe(fee);
      expect(within(dialog).getByTestId('confirm-cancel').textContent).toBe(back);
      await user.click(within(dialog).getByTestId('confirm-cancel'));
      expect(screen.queryByRole('alertdialog')).toBeNull();
      expect(moves()).toHaveLength(0);
    },
    20_000,
  );
});
