// The confirmation (the shared ConfirmDialog) shows the sub-account and the numbers of the trade,
// asks the PIN once, and sends exactly those (the confirmed clean price with them); Back sends
// nothing; a refusal shows its text in the selected language and keeps the dialog open.
import { QueryClient } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import '@/shared/i18n/i18n';
import { AppProviders } from '@/app/providers';
import { endSession, loginSucceeded, sessionStore, setPin } from '@/shared/session/session-store';
import { settingsStore } from '@/shared/settings/settings-store';
import { testConfig } from '@/shared/testing/test-config';
import { TradeConfirm, type TradeDraft } from './trade-confirm';

vi.mock('@/shared/lib/realtime/realtime', () => import('@/shared/testing/silent-realtime'));

const draft: TradeDraft = {
  side: 'buy',
  symbol: 'TCB125007',
  volume: 300,
  cleanPrice: 97_575,
  accrued: 10_259,
  value: 32_350_200,
  fee: 32_350,
  tax: 0,
  amount: 32_382_550,
};
let sent: Array<{ cmd: string; data: Record<string, unknown> }> = [];
let answer: { rc: number; rs: string; data: unknown } = { rc: 1, rs: 'OK', data: null };

beforeEach(() => {
  sent = [];
  endSession(false);
  loginSucceeded({ sid: 'sid-1', user: 'demo', defaultAcc: '0000011' });
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init?: RequestInit) => {
      if (url === '/config.json') return new Response(JSON.stringify(testConfig));
      const body = JSON.parse(String(init?.body)) as { cmd: string; data: Record<string, unknown> };
      sent.push({ cmd: body.cmd, data: body.data });
      return new Response(JSON.stringify(answer));
    }),
  );
});
afterEach(() => {
  vi.unstubAllGlobals();
  settingsStore.set({ ...settingsStore.get(), lang: 'vi' });
});

const order = {
  id: 1,
  refId: 'x',
  subAcntNo: '0000011',
  side: 'buy',
  symbol: 'TCB125007',
  volume: 300,
  cleanPrice: 97_575,
  accrued: 10_259,
  value: 32_350_200,
  fee: 32_350,
  tax: 0,
  amount: 32_382_550,
  tradeDate: '2026-11-26',
  time: '2026-11-26T10:00:00+07:00',
};

const renderConfirm = (onClose = vi.fn()) => {
  render(
    <AppProviders queryClient={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <TradeConfirm draft={draft} sub="0000011" onClose={onClose} />
    </AppProviders>,
  );
  return onClose;
};

describe('TradeConfirm', () => {
  it('shows the numbers, takes the PIN and sends BondBuy with the confirmed price', async () => {
    answer = { rc: 1, rs: 'OK', data: order };
    const onClose = renderConfirm();
    const dialog = await screen.findByTestId('bond-confirm');
    expect(dialog.textContent).toContain('32,382,550');
    expect(dialog.textContent).toContain('97,575');
    expect(dialog.textContent).toContain('Số tiền thanh toán');
    expect(dialog.getAttribute('role')).toBe('alertdialog');
    expect(screen.getByTestId('confirm-from').textContent).toBe('0000011 - Thường');
    expect(screen.getByTestId('confirm-symbol').textContent).toBe('TCB125007');
    // Money written as in every movement's confirmation (the shared money row); the volume is not money.
    expect(screen.getByTestId('confirm-amount').textContent).toBe('32,382,550 VNĐ');
    expect(screen.getByTestId('confirm-price').textContent).toBe('97,575 VNĐ');
    expect(screen.getByTestId('confirm-volume').textContent).toBe('300');
    // The PIN box takes the first focus; Enter in it confirms.
    await waitFor(() => expect(document.activeElement).toBe(screen.getByTestId('bond-pin')));
    fireEvent.change(screen.getByTestId('bond-pin'), { target: { value: '123456' } });
    fireEvent.keyDown(screen.getByTestId('bond-pin'), { key: 'Enter' });
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(sent[0]).toMatchObject({
      cmd: 'BondBuy',
      data: { subAcntNo: '0000011', symbol: 'TCB125007', volume: 300, pin: '123456', cleanPrice: 97_575 },
    });
    expect(sessionStore.get().pin).toBe('123456');
  });

  it('keeps the dialog open with the refusal in English', async () => {
    setPin('123456');
    settingsStore.set({ ...settingsStore.get(), lang: 'en' });
    answer = { rc: -8605, rs: 'Giá trái phiếu đã thay đổi, vui lòng xem lại báo giá', data: null };
    const onClose = renderConfirm();
    expect(screen.queryByTestId('bond-pin')).toBeNull();
    fireEvent.click(await screen.findByTestId('confirm-ok'));
    expect((await screen.findByTestId('bond-confirm-error')).textContent).toBe(
      'The bond price has changed, please review the quote again',
    );
    expect(onClose).not.toHaveBeenCalled();
  });

  it.each([
    ['vi', 'Quay lại', '32,382,550 VNĐ'],
    ['en', 'Back', '32,382,550 VND'],
  ] as const)('sends nothing on Back, named as in every confirmation (%s)', async (lang, back, amount) => {
    setPin('123456');
    settingsStore.set({ ...settingsStore.get(), lang });
    const onClose = renderConfirm();
    const cancel = await screen.findByTestId('confirm-cancel');
    expect(cancel.textContent).toBe(back);
    expect(screen.getByTestId('confirm-amount').textContent).toBe(amount);
    fireEvent.click(cancel);
    expect(onClose).toHaveBeenCalled();
    expect(sent).toHaveLength(0);
  });
});
