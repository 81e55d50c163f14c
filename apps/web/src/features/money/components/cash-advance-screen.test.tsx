// The cash advance screen in the real shell, the trading service answered by a stand-in: the fee is
// previewed by the server's rule before confirming, bad amounts never reach the server, the advance
// is sent once with the PIN and a refId, and a refusal shows the text of its code.
import { QueryClient } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import '@/shared/i18n/i18n';
import { AppProviders } from '@/app/providers';
import { createTestRouter } from '@/app/router';
import { endSession, loginSucceeded, setAccounts } from '@/shared/session/session-store';
import { testConfig } from '@/shared/testing/test-config';
import { sentCommand } from '@/shared/testing/sent-command';

vi.mock('@/shared/lib/realtime/realtime', () => import('@/shared/testing/silent-realtime'));

const account = {
  acntNo: '068C000001',
  subAcntNo: '0000011',
  vsdAcntNo: '068C000001',
  defaultSubAccount: '0000011',
  status: 1,
};
const info = {
  subAcntNo: '0000011',
  businessDate: '2026-03-02',
  advanceable: 150_000_000,
  ratePpmPerDay: 400,
  minFee: 20_000,
  items: [
    {
      tradeDate: '2026-03-02',
      settleDate: '2026-03-04',
      proceeds: 150_000_000,
      advanced: 0,
      advanceable: 150_000_000,
    },
  ],
};
const sent: Array<{ cmd: string } & Record<string, unknown>> = [];
const reply = (data: unknown) => new Response(JSON.stringify({ rc: 1, rs: 'OK', data }));

beforeEach(() => {
  sent.length = 0;
  endSession(false);
  loginSucceeded({ sid: 'sid-1', user: 'demo', defaultAcc: '0000011' });
  setAccounts([account]);
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init?: RequestInit) => {
      if (url === '/config.json') return new Response(JSON.stringify(testConfig));
      const data = sentCommand(init?.body);
      sent.push(data);
      if (data.cmd === 'ListAccount') return reply([account]);
      if (data.cmd === 'CashAdvanceInfo') return reply(info);
      if (data.cmd === 'CashAdvanceHistory') return reply([]);
      if (data.cmd === 'CashAdvance' && data.amount === 200_000_000)
        return new Response(JSON.stringify({ rc: -8501, rs: 'Số tiền ứng vượt quá số tiền có thể ứng' }));
      if (data.cmd === 'CashAdvance')
        return reply({
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
        });
      return new Response(JSON.stringify({ rc: -2, rs: 'unknown' }));
    }),
  );
});
afterEach(() => vi.unstubAllGlobals());

describe('cash advance screen', () => {
  it('previews the fee, refuses bad amounts locally, sends the advance once, shows refusals', async () => {
    const user = userEvent.setup();
    render(
      <AppProviders queryClient={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
        <RouterProvider router={createTestRouter('/home/ung-truoc')} />
      </AppProviders>,
    );
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
    await user.type(amount, '200000000');
    await user.click(within(screenRoot).getByTestId('advance-submit'));
    expect(await screen.findByText('Số tiền ứng vượt quá số tiền có thể ứng')).toBeTruthy();

    await user.clear(amount);
    await user.type(amount, '100000000');
    await user.click(within(screenRoot).getByTestId('advance-submit'));
    expect(await screen.findByText('Đã ứng trước 99,920,000 VNĐ')).toBeTruthy();
    const advances = sent.filter((d) => d.cmd === 'CashAdvance');
    expect(advances).toHaveLength(2);
    expect(advances[1]).toMatchObject({ subAccount: '0000011', amount: 100_000_000, pin: '123456' });
    expect(String(advances[1]!.refId)).toHaveLength(23);
    expect(advances[1]!.refId).not.toBe(advances[0]!.refId);
  }, 30_000);
});
