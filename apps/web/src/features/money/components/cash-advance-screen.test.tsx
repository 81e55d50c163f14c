// The cash advance screen in the real shell, the trading service answered by a stand-in: the fee is
// previewed by the server's rule, bad amounts (typos, more than the terms cover, not above their
// fee) are refused in the form and never reach the server, the confirmation restates the
// sub-account, amount, fee and net before anything is sent (Back sends nothing), the advance is sent
// once with the PIN and a refId, and a refusal shows the text of its code.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import '@/shared/i18n/i18n';
import { settingsStore } from '@/shared/settings/settings-store';
import { renderShell } from '@/shared/testing/render-shell';
import { signIn, testAccount } from '@/shared/testing/signed-in-customer';
import type { SentCommand } from '@/shared/testing/sent-command';
import { refusal, standIn } from '@/shared/testing/trading-stand-in';
import { advanceTerms } from '../lib/advance-terms-fixture';

vi.mock('@/shared/lib/realtime/realtime', () => import('@/shared/testing/silent-realtime'));

const account = testAccount('0000011');
const info = advanceTerms([['2026-03-02', '2026-03-04', 150_000_000]]);
let sent: SentCommand[] = [];

beforeEach(() => {
  signIn(account);
  sent = standIn([], (data) => {
    if (data.cmd === 'ListAccount') return [account];
    if (data.cmd === 'CashAdvanceInfo') return info;
    if (data.cmd === 'CashAdvanceHistory') return [];
    // The proceeds advanced elsewhere since the terms were read: the server refuses.
    if (data.cmd === 'CashAdvance' && data.amount === 120_000_000)
      return refusal(-8501, 'Số tiền ứng vượt quá số tiền có thể ứng');
    if (data.cmd === 'CashAdvance')
      return {
        id: 1,
        subAcntNo: '0000011',
        refId: data.refId,
        amount: data.amount,
        fee: 80_000,
        netAmount: (data.amount as number) - 80_000,
        settleDate: '2026-03-04',
        status: 'disbursed',
        businessDate: '2026-03-02',
        createdAt: 0,
      };
    return undefined;
  });
});
afterEach(() => {
  vi.unstubAllGlobals();
  settingsStore.set({ ...settingsStore.get(), lang: 'vi' });
});

describe('cash advance screen', () => {
  it('previews the fee, refuses bad amounts locally, sends the advance once, shows refusals', async () => {
    const user = userEvent.setup();
    renderShell('/home/ung-truoc');
    const screenRoot = await screen.findByTestId('cash-advance');
    await waitFor(() =>
      expect(within(screenRoot).getByTestId('advanceable').textContent).toBe('150,000,000'),
    );
    const amount = within(screenRoot).getByTestId('advance-amount');
    // 100,000,000 x 0.04% x 2 days (2026-03-02 -> 03-04) = 80,000.
    await user.type(amount, '100,000,000');
    expect(within(screenRoot).getByTestId('advance-fee').textContent).toBe('80,000');
    expect(within(screenRoot).getByTestId('advance-net').textContent).toBe('99,920,000');

    await user.clear(amount);
    await user.type(amount, '1.5');
    await user.type(within(screenRoot).getByTestId('money-pin'), '123456');
    await user.click(within(screenRoot).getByTestId('advance-submit'));
    expect(await within(screenRoot).findByText('Nhập số tiền là số nguyên dương')).toBeTruthy();
    expect(sent.filter((d) => d.cmd === 'CashAdvance')).toHaveLength(0);

    await user.clear(amount);
    await user.type(amount, '120000000');
    await user.click(within(screenRoot).getByTestId('advance-submit'));
    await user.click(within(await screen.findByRole('alertdialog')).getByTestId('confirm-ok'));
    expect(await screen.findByText('Số tiền ứng vượt quá số tiền có thể ứng')).toBeTruthy();

    await user.clear(amount);
    await user.type(amount, '100000000');
    await user.click(within(screenRoot).getByTestId('advance-submit'));
    const dialog = await screen.findByRole('alertdialog', { name: 'Xác nhận ứng trước tiền bán' });
    expect(within(dialog).getByTestId('confirm-from').textContent).toBe('0000011 - Thường');
    expect(within(dialog).getByTestId('confirm-amount').textContent).toBe('100,000,000 VNĐ');
    expect(within(dialog).getByTestId('confirm-fee').textContent).toBe('80,000 VNĐ');
    expect(within(dialog).getByTestId('confirm-net').textContent).toBe('99,920,000 VNĐ');
    await user.click(within(dialog).getByTestId('confirm-cancel'));
    expect(sent.filter((d) => d.cmd === 'CashAdvance')).toHaveLength(1);
    await user.click(within(screenRoot).getByTestId('advance-submit'));
    await user.click(within(await screen.findByRole('alertdialog')).getByTestId('confirm-ok'));
    expect(await screen.findByText('Đã ứng trước 99,920,000 VNĐ')).toBeTruthy();
    const advances = sent.filter((d) => d.cmd === 'CashAdvance');
    expect(advances).toHaveLength(2);
    expect(advances[1]).toMatchObject({ subAccount: '0000011', amount: 100_000_000, pin: '123456' });
    expect(String(advances[1]!.refId)).toHaveLength(23);
    expect(advances[1]!.refId).not.toBe(advances[0]!.refId);
  }, 30_000);

  it.each([
    ['vi', '200,000,000', 'Vượt quá số tiền có thể ứng: tối đa 150,000,000 VNĐ'],
    ['vi', '15,000', 'Số tiền ứng phải lớn hơn phí ứng trước'],
    ['en', '200,000,000', 'Over the advanceable amount: at most 150,000,000 VND'],
    ['en', '15,000', 'The amount must be more than the advance fee'],
  ] as const)(
    'refuses in the form an advance the terms do not cover (%s, %s), never confirming without its fee',
    async (lang, typed, message) => {
      settingsStore.set({ ...settingsStore.get(), lang });
      const user = userEvent.setup();
      renderShell('/home/ung-truoc');
      const screenRoot = await screen.findByTestId('cash-advance');
      await waitFor(() =>
        expect(within(screenRoot).getByTestId('advanceable').textContent).toBe('150,000,000'),
      );
      const amount = within(screenRoot).getByTestId('advance-amount');
      await user.type(amount, typed);
      await user.type(within(screenRoot).getByTestId('money-pin'), '123456');
      await user.click(within(screenRoot).getByTestId('advance-submit'));
      expect((await within(screenRoot).findByRole('alert')).textContent).toBe(message);
      expect(amount.getAttribute('aria-invalid')).toBe('true');
      expect(screen.queryByRole('alertdialog')).toBeNull();
      expect(sent.filter((d) => d.cmd === 'CashAdvance')).toHaveLength(0);

      // Within the terms: the confirmation shows the real fee (150,000,000 x 0.04% x 2 days).
      await user.clear(amount);
      await user.type(amount, '150,000,000');
      await user.click(within(screenRoot).getByTestId('advance-submit'));
      const dialog = await screen.findByRole('alertdialog');
      const unit = lang === 'vi' ? 'VNĐ' : 'VND';
      expect(within(dialog).getByTestId('confirm-fee').textContent).toBe(`120,000 ${unit}`);
      expect(within(dialog).getByTestId('confirm-net').textContent).toBe(`149,880,000 ${unit}`);
    },
    30_000,
  );

  it('puts the sale days and the history in their own focusable scroll regions', async () => {
    renderShell('/home/ung-truoc');
    const items = await screen.findByTestId('advance-items');
    expect(items.parentElement).toBe(screen.getByRole('region', { name: 'Ứng trước tiền bán' }));
    expect(items.parentElement?.tabIndex).toBe(0);
    const history = await screen.findByTestId('advance-history');
    expect(history.parentElement).toBe(screen.getByRole('region', { name: 'Lịch sử' }));
  });
});
