// The internal stock transfer screen in the real shell, the trading service answered by a stand-in:
// the shares move only after the confirmation restating from, to, symbol, volume and fee; Back
// sends nothing; Confirm sends the transfer once with the PIN, and focus goes back to the button.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import '@/shared/i18n/i18n';
import { renderShell } from '@/shared/testing/render-shell';
import { withTwoSubAccounts } from '@/shared/testing/two-sub-accounts';

vi.mock('@/shared/lib/realtime/realtime', () => import('@/shared/testing/silent-realtime'));

const sent = withTwoSubAccounts((data) => {
  if (data.cmd === 'StockBalance')
    return [{ symbol: 'HPG', available: 1_000, blocked: 0, receivable: [], total: 1_000 }];
  if (data.cmd === 'StockTransferHistory') return [];
  if (data.cmd === 'StockTransfer')
    return {
      id: 3,
      from: data.fromSubAccount,
      to: data.toSubAccount,
      refId: data.refId,
      symbol: data.symbol,
      volume: data.volume,
      status: 'complete',
      businessDate: '2026-03-02',
      createdAt: 0,
    };
  return undefined;
});

describe('internal stock transfer screen', () => {
  it('confirms from, to, symbol, volume and fee before the shares move; Back sends nothing', async () => {
    const user = userEvent.setup();
    renderShell('/home/chuyen-chung-khoan');
    const root = await screen.findByTestId('stock-transfer');
    await waitFor(() => expect(within(root).getAllByRole('option', { name: 'HPG' })).toHaveLength(1));
    await user.selectOptions(within(root).getByTestId('transfer-to'), 'M000001');
    await user.selectOptions(within(root).getByTestId('transfer-symbol'), 'HPG');
    await user.type(within(root).getByTestId('transfer-volume'), '200');
    await user.type(within(root).getByTestId('money-pin'), '123456');
    const submit = within(root).getByTestId('stock-transfer-submit');
    await user.click(submit);

    const dialog = await screen.findByRole('alertdialog', { name: 'Xác nhận chuyển chứng khoán nội bộ' });
    expect(within(dialog).getByTestId('confirm-from').textContent).toBe('0000011 - Thường');
    expect(within(dialog).getByTestId('confirm-to').textContent).toBe('M000001 - Margin');
    expect(within(dialog).getByTestId('confirm-symbol').textContent).toBe('HPG');
    expect(within(dialog).getByTestId('confirm-volume').textContent).toBe('200');
    expect(within(dialog).getByTestId('confirm-fee').textContent).toBe('0 VNĐ');
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('alertdialog')).toBeNull();
    await waitFor(() => expect(document.activeElement).toBe(submit));
    expect(sent().filter((d) => d.cmd === 'StockTransfer')).toHaveLength(0);

    await user.click(submit);
    await user.click(within(await screen.findByRole('alertdialog')).getByTestId('confirm-ok'));
    expect(await screen.findByText('Đã chuyển 200 HPG sang M000001')).toBeTruthy();
    const moves = sent().filter((d) => d.cmd === 'StockTransfer');
    expect(moves).toHaveLength(1);
    expect(moves[0]).toMatchObject({
      fromSubAccount: '0000011',
      toSubAccount: 'M000001',
      symbol: 'HPG',
      volume: 200,
      pin: '123456',
    });
    await waitFor(() => expect(document.activeElement).toBe(submit));
  }, 20_000);
});
