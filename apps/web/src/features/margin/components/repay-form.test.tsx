// The margin debt screen's repay form in the real shell, the trading service answered by a stand-in:
// bad amounts (empty, zero, negative, text) and a bad PIN never reach the server; a repayment the
// server refuses (more than the debt) shows the text of its code; a good one is sent once with the
// PIN and a refId, and its amount as a whole number whatever the thousands separators.
import { tradingError } from '@sen/market';
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
  subAcntNo: 'M000001',
  vsdAcntNo: '068C000001',
  defaultSubAccount: 'M000001',
  status: 1,
};
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
const sent: Array<{ cmd: string } & Record<string, unknown>> = [];
const reply = (data: unknown) => new Response(JSON.stringify({ rc: 1, rs: 'OK', data }));

beforeEach(() => {
  sent.length = 0;
  endSession(false);
  loginSucceeded({ sid: 'sid-1', user: 'demo', defaultAcc: 'M000001' });
  setAccounts([account]);
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init?: RequestInit) => {
      if (url === '/config.json') return new Response(JSON.stringify(testConfig));
      const data = sentCommand(init?.body);
      sent.push(data);
      if (data.cmd === 'ListAccount') return reply([account]);
      if (data.cmd === 'MarginInfo') return reply(info);
      if (data.cmd === 'MarginDebtList') return reply([]);
      if (data.cmd === 'MarginRepay' && (data.amount as number) > info.debt + info.interest)
        return new Response(JSON.stringify({ rc: -8352, rs: 'Số tiền trả vượt quá dư nợ và lãi' }));
      if (data.cmd === 'MarginRepay')
        return reply({
          subAcntNo: 'M000001',
          refId: data.refId,
          amount: data.amount,
          interestPaid: 50_000,
          principalPaid: (data.amount as number) - 50_000,
          debt: info.debt - ((data.amount as number) - 50_000),
          interest: 0,
        });
      return new Response(JSON.stringify({ rc: -2, rs: 'unknown' }));
    }),
  );
});
afterEach(() => vi.unstubAllGlobals());

describe('margin repay form', () => {
  it('refuses bad input locally, shows the server refusal, sends a good repayment once', async () => {
    const user = userEvent.setup();
    render(
      <AppProviders queryClient={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
        <RouterProvider router={createTestRouter('/home/no-ky-quy')} />
      </AppProviders>,
    );
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
    await user.type(amount, '200,000,000');
    await user.click(submit);
    expect((await within(form).findByTestId('repay-error')).textContent).toContain(tradingError(-8352)!.vi);

    await user.clear(amount);
    await user.type(amount, '1,000,000');
    await user.click(submit);
    await waitFor(() => expect(repays()).toHaveLength(2));
    expect(repays()[1]).toMatchObject({ subAccount: 'M000001', amount: 1_000_000, pin: '123456' });
    expect(repays()[1]!.refId).not.toBe(repays()[0]!.refId);
  }, 30_000);
});
