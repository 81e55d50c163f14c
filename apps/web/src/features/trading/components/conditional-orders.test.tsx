// The conditional tab shows the statuses a live market and the exchange drive (cancelling, wait
// for reactivation) with their texts, and offers cancel only where the server takes it.
import { QueryClient } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import '@/shared/i18n/i18n';
import { AppProviders } from '@/app/providers';
import { endSession, loginSucceeded, setPin } from '@/shared/session/session-store';
import { settingsStore } from '@/shared/settings/settings-store';
import { testConfig } from '@/shared/testing/test-config';
import { ConditionalOrders } from './conditional-orders';

vi.mock('@/shared/lib/realtime/realtime', () => import('@/shared/testing/silent-realtime'));

const row = (id: string, status: string) => ({
  id,
  subAcntNo: '0000011',
  symbol: 'FPT',
  side: 'S',
  type: 'stopLoss',
  trigger: 99_000,
  orderPrice: 98_000,
  volume: 500,
  status,
  orderNo: status === 'active' ? '' : '7',
  messageNo: 0,
  expiry: '2026-01-06',
  createdAt: 1,
});

beforeEach(() => {
  endSession(false);
  loginSucceeded({ sid: 'sid-1', user: 'demo', defaultAcc: '0000011' });
  setPin('123456');
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init?: RequestInit) => {
      if (url === '/config.json') return new Response(JSON.stringify(testConfig));
      const data = (JSON.parse(String(init?.body)) as { data: { cmd: string } }).data;
      if (data.cmd === 'ConditionalOrderList')
        return new Response(
          JSON.stringify({
            rc: 1,
            rs: 'OK',
            data: [
              row('3', 'cancelling'),
              row('2', 'waitForReactivation'),
              row('1', 'final'),
              { ...row('4', 'final'), orderNo: '', messageNo: -6012 },
            ],
          }),
        );
      return new Response(JSON.stringify({ rc: -2, rs: 'unknown' }));
    }),
  );
});
afterEach(() => vi.unstubAllGlobals());

const renderTab = () =>
  render(
    <AppProviders queryClient={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <ConditionalOrders />
    </AppProviders>,
  );

describe('conditional tab', () => {
  it('shows cancelling and wait for reactivation in Vietnamese, cancel only for the waiting one', async () => {
    settingsStore.set((s) => ({ ...s, lang: 'vi' }));
    renderTab();
    const cancelling = (await screen.findByText('Đang hủy', {}, { timeout: 5_000 })).closest('tr')!;
    const waiting = screen.getByText('Chờ kích hoạt lại').closest('tr')!;
    expect(cancelling.getAttribute('data-status')).toBe('cancelling');
    expect(within(cancelling).queryByRole('button')).toBeNull();
    expect(within(waiting).getByRole('button')).toBeTruthy();
  });

  it('says so when there is no conditional order, as the other tabs do', async () => {
    settingsStore.set((s) => ({ ...s, lang: 'en' }));
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string) =>
        url === '/config.json'
          ? new Response(JSON.stringify(testConfig))
          : new Response(JSON.stringify({ rc: 1, rs: 'OK', data: [] })),
      ),
    );
    renderTab();
    expect((await screen.findByTestId('conditional-empty')).textContent).toBe('No orders');
  });

  it('says why a conditional order fired into a refusal, in the chosen language', async () => {
    settingsStore.set((s) => ({ ...s, lang: 'vi' }));
    renderTab();
    const reasons = await screen.findAllByTestId('conditional-reason', {}, { timeout: 5_000 });
    expect(reasons.map((r) => r.textContent)).toEqual(['Sức mua không đủ']);
  });

  it('shows them in English', async () => {
    settingsStore.set((s) => ({ ...s, lang: 'en' }));
    renderTab();
    expect(await screen.findByText('Cancelling')).toBeTruthy();
    expect(screen.getByText('Wait for reactivation')).toBeTruthy();
  });

  it('asks to confirm a cancel before sending it, sends nothing on Back, and tells when it is done', async () => {
    settingsStore.set((s) => ({ ...s, lang: 'en', confirmOrders: true }));
    const sent: string[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string, init?: RequestInit) => {
        if (url === '/config.json') return new Response(JSON.stringify(testConfig));
        const data = (JSON.parse(String(init?.body)) as { data: { cmd: string } }).data;
        sent.push(data.cmd);
        if (data.cmd === 'ConditionalOrderList')
          return new Response(JSON.stringify({ rc: 1, rs: 'OK', data: [row('2', 'waitForReactivation')] }));
        if (data.cmd === 'CancelConditionalOrder')
          return new Response(JSON.stringify({ rc: 1, rs: 'OK', data: row('2', 'final') }));
        return new Response(JSON.stringify({ rc: -2, rs: 'unknown' }));
      }),
    );
    renderTab();
    await userEvent.click(await screen.findByTestId('conditional-cancel', {}, { timeout: 5_000 }));
    const confirm = await screen.findByTestId('conditional-confirm');
    expect(confirm.textContent).toContain('FPT');
    expect(confirm.textContent).toContain('98.00');
    await userEvent.click(within(confirm).getByTestId('confirm-cancel'));
    expect(screen.queryByTestId('conditional-confirm')).toBeNull();
    expect(sent).not.toContain('CancelConditionalOrder');

    await userEvent.click(screen.getByTestId('conditional-cancel'));
    await userEvent.click(within(await screen.findByTestId('conditional-confirm')).getByTestId('confirm-ok'));
    await waitFor(() => expect(sent).toContain('CancelConditionalOrder'));
    expect(await screen.findByText('Conditional order cancelled', {}, { timeout: 5_000 })).toBeTruthy();
    await waitFor(() => expect(screen.queryByTestId('conditional-confirm')).toBeNull());
  });
});
