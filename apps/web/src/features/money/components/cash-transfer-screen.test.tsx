// The internal cash transfer screen in the real shell, the trading service answered by a stand-in:
// nothing moves until the confirmation (the shared ConfirmDialog) restating from, to, amount, fee
// and note is confirmed; Back sends nothing and keeps the form; Confirm sends the transfer once;
// focus goes back to the submit button, or to the form's first field when the PIN box it was
// submitted from is gone (the PIN is kept after the first transfer); in Vietnamese and English.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import '@/shared/i18n/i18n';
import { settingsStore } from '@/shared/settings/settings-store';
import { renderShell } from '@/shared/testing/render-shell';
import { withTwoSubAccounts } from '@/shared/testing/two-sub-accounts';

vi.mock('@/shared/lib/realtime/realtime', () => import('@/shared/testing/silent-realtime'));

/** The next CashTransfer's reply never comes (the request fails before any answer). */
let loseNext = false;
const sent = withTwoSubAccounts((data) => {
  if (data.cmd === 'CashTransfer' && loseNext) {
    loseNext = false;
    throw new TypeError('Failed to fetch');
  }
  if (data.cmd === 'CashBalance')
    return { subAcntNo: '0000011', available: 50_000_000, blocked: 0, receivable: [], total: 50_000_000 };
  if (data.cmd === 'CashTransferHistory') return [];
  if (data.cmd === 'CashTransfer')
    return {
      id: 7,
      from: data.fromSubAccount,
      to: data.toSubAccount,
      refId: data.refId,
      amount: data.amount,
      note: data.note,
      status: 'complete',
      businessDate: '2026-03-02',
      createdAt: 0,
    };
  return undefined;
});
afterEach(() => settingsStore.set({ ...settingsStore.get(), lang: 'vi' }));

const transfers = () => sent().filter((d) => d.cmd === 'CashTransfer');

async function fill(user: ReturnType<typeof userEvent.setup>, root: HTMLElement) {
  await user.selectOptions(within(root).getByTestId('transfer-to'), 'M000001');
  await user.type(within(root).getByTestId('transfer-amount'), '1,000,000');
  await user.type(within(root).getByTestId('transfer-note'), 'Nộp quỹ');
  await user.type(within(root).getByTestId('money-pin'), '123456');
}

describe('internal cash transfer screen', () => {
  it('confirms from, to, amount, fee and note before anything is sent; Back sends nothing', async () => {
    const user = userEvent.setup();
    renderShell('/home/chuyen-tien-noi-bo');
    const root = await screen.findByTestId('cash-transfer');
    await waitFor(() => expect(within(root).getByTestId('withdrawable').textContent).toBe('50,000,000'));
    await fill(user, root);
    const submit = within(root).getByTestId('transfer-submit');
    await user.click(submit);

    const dialog = await screen.findByRole('alertdialog', { name: 'Xác nhận chuyển tiền nội bộ' });
    expect(transfers()).toHaveLength(0);
    expect(within(dialog).getByTestId('confirm-from').textContent).toBe('0000011 - Thường');
    expect(within(dialog).getByTestId('confirm-to').textContent).toBe('M000001 - Margin');
    expect(within(dialog).getByTestId('confirm-amount').textContent).toBe('1,000,000 VNĐ');
    expect(within(dialog).getByTestId('confirm-fee').textContent).toBe('0 VNĐ');
    expect(within(dialog).getByTestId('confirm-note').textContent).toBe('Nộp quỹ');
    expect(within(dialog).getByTestId('confirm-cancel').textContent).toBe('Quay lại');
    await waitFor(() => expect(document.activeElement).toBe(within(dialog).getByTestId('confirm-ok')));

    await user.click(within(dialog).getByTestId('confirm-cancel'));
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(transfers()).toHaveLength(0);
    expect((within(root).getByTestId('transfer-amount') as HTMLInputElement).value).toBe('1,000,000');
    await waitFor(() => expect(document.activeElement).toBe(submit));

    await user.click(submit);
    await user.click(within(await screen.findByRole('alertdialog')).getByTestId('confirm-ok'));
    expect(await screen.findByText('Đã chuyển 1,000,000 VNĐ sang M000001')).toBeTruthy();
    expect(transfers()).toHaveLength(1);
    expect(transfers()[0]).toMatchObject({
      fromSubAccount: '0000011',
      toSubAccount: 'M000001',
      amount: 1_000_000,
      note: 'Nộp quỹ',
      pin: '123456',
    });
    expect(screen.queryByRole('alertdialog')).toBeNull();
    await waitFor(() => expect(document.activeElement).toBe(submit));
  }, 20_000);

  it('sends a transfer whose reply never came with the same refId again, and the same transfer once made as a new one', async () => {
    const user = userEvent.setup();
    renderShell('/home/chuyen-tien-noi-bo');
    const root = await screen.findByTestId('cash-transfer');
    await waitFor(() => expect(within(root).getByTestId('withdrawable').textContent).toBe('50,000,000'));
    await fill(user, root);
    const send = async () => {
      await user.click(within(root).getByTestId('transfer-submit'));
      await user.click(within(await screen.findByRole('alertdialog')).getByTestId('confirm-ok'));
      await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    };
    loseNext = true;
    await send();
    expect(transfers()).toHaveLength(1);
    expect((within(root).getByTestId('transfer-amount') as HTMLInputElement).value).toBe('1,000,000');
    await send(); // the customer sends it again: the server gives back the transfer if the first was made
    expect(await screen.findByText('Đã chuyển 1,000,000 VNĐ sang M000001')).toBeTruthy();
    expect(transfers()).toHaveLength(2);
    expect(transfers()[1]!.refId).toBe(transfers()[0]!.refId);
    // Made: the same transfer typed again is a new movement.
    await user.type(within(root).getByTestId('transfer-amount'), '1,000,000');
    await user.type(within(root).getByTestId('transfer-note'), 'Nộp quỹ');
    await send();
    await waitFor(() => expect(transfers()).toHaveLength(3));
    expect(transfers()[2]).toMatchObject({ amount: 1_000_000, note: 'Nộp quỹ' });
    expect(transfers()[2]!.refId).not.toBe(transfers()[0]!.refId);
  }, 20_000);

  it('gives focus to the first field when the PIN box it was sent from is gone, in English', async () => {
    settingsStore.set({ ...settingsStore.get(), lang: 'en' });
    const user = userEvent.setup();
    renderShell('/home/chuyen-tien-noi-bo');
    const root = await screen.findByTestId('cash-transfer');
    await fill(user, root);
    await user.keyboard('{Enter}'); // in the PIN box
    const dialog = await screen.findByRole('alertdialog', { name: 'Confirm the internal cash transfer' });
    expect(within(dialog).getByTestId('confirm-from').textContent).toBe('0000011 - Normal');
    expect(within(dialog).getByTestId('confirm-amount').textContent).toBe('1,000,000 VND');
    expect(within(dialog).getByTestId('confirm-ok').textContent).toBe('Confirm');
    expect(within(dialog).getByTestId('confirm-cancel').textContent).toBe('Back');
    await waitFor(() => expect(document.activeElement).toBe(within(dialog).getByTestId('confirm-ok')));
    await user.keyboard('{Enter}');
    expect(await screen.findByText('Moved 1,000,000 VND to M000001')).toBeTruthy();
    // The PIN is kept for the session now: its box is gone.
    await waitFor(() => expect(within(root).queryByTestId('money-pin')).toBeNull());
    await waitFor(() => expect(document.activeElement).toBe(within(root).getByTestId('transfer-to')));
    expect(transfers()).toHaveLength(1);
  }, 20_000);
});
