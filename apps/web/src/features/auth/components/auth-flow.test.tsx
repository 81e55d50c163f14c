// The login modal, asset summary and session-expired modal in the real shell, the trading service
// answered by a small in-test stand-in (fetch) that replies as the server does.
import { QueryClient } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import '@/shared/i18n/i18n';
import { AppProviders } from '@/app/providers';
import { createTestRouter } from '@/app/router';
import { endSession } from '@/shared/session/session-store';
import { testConfig } from '@/shared/testing/test-config';
import { sentCommand } from '@/shared/testing/sent-command';

/** Screens and dialogs load on demand: their first find waits for the chunk (slow on a busy machine). */
const LAZY = { timeout: 5000 };

vi.mock('@/shared/lib/realtime/realtime', () => import('@/shared/testing/silent-realtime'));

const accounts = [
  {
    acntNo: '068C000001',
    subAcntNo: '0000011',
    vsdAcntNo: '068C000001',
    defaultSubAccount: '0000011',
    status: 1,
  },
  {
    acntNo: '068C000001',
    subAcntNo: 'M000001',
    vsdAcntNo: '068C000001',
    defaultSubAccount: '0000011',
    status: 1,
  },
];
let sessionValid = true;
/** The outbox key the login that sent the SMS carried: the outbox answers only that key. */
let smsOutboxKey: unknown;

function tradingReply(cmd: string, data: Record<string, unknown>): unknown {
  if (cmd === 'Web.sCheckLogin' && data.username === 'demootp') {
    if (data.otp === undefined) {
      smsOutboxKey = data.outboxKey;
      return { rc: -8104, rs: 'Vui lòng nhập mã OTP', data: { method: 'sms' } };
    }
    return data.otp === '246810'
      ? { rc: 1, rs: 'OK', data: { sid: 'sid-2', user: 'demootp', defaultAcc: '0000031' } }
      : { rc: -8105, rs: 'Mã OTP không đúng, đã hết hạn hoặc đã được sử dụng' };
  }
  if (cmd === 'OtpOutbox') {
    const mine =
      typeof data.outboxKey === 'string' && data.outboxKey.length >= 16 && data.outboxKey === smsOutboxKey;
    return {
      rc: 1,
      rs: 'OK',
      data: mine
        ? [{ message: 'Sen: ma OTP cua quy khach la 246810', time: '2026-03-02T03:00:00.000Z' }]
        : [],
    };
  }
  if (cmd === 'Web.sCheckLogin' && data.username === '068C100004')
    return { rc: -6017, rs: 'Tài khoản đang chờ kích hoạt' };
  if (cmd === 'ActivateAccount')
    return data.username === '068C100004' && data.temporaryPassword === 'Xk3mPq7Rt2'
      ? { rc: 1, rs: 'OK', data: { message: 'OK' } }
      : { rc: -8101, rs: 'Tên đăng nhập hoặc mật khẩu không đúng' };
  if (cmd === 'Web.sCheckLogin') {
    return data.password === 'Demo@123'
      ? { rc: 1, rs: 'OK', data: { sid: 'sid-1', user: 'demo', defaultAcc: '0000011' } }
      : { rc: -8101, rs: 'Tên đăng nhập hoặc mật khẩu không đúng' };
  }
  if (!sessionValid) return { rc: -3, rs: 'Invalid session' };
  if (cmd === 'ListAccount') return { rc: 1, rs: 'OK', data: accounts };
  if (cmd === 'CashBalance')
    return {
      rc: 1,
      rs: 'OK',
      data: {
        subAcntNo: data.subAccount,
        available: 500_000_000,
        blocked: 0,
        receivable: [],
        total: 500_000_000,
      },
    };
  if (cmd === 'PurchasePower')
    return {
      rc: 1,
      rs: 'OK',
      data: {
        subAcntNo: data.subAccount,
        cashAvailable: 500_000_000,
        purchasePower: 500_000_000,
        maxVolume: 0,
      },
    };
  if (cmd === 'Positions') {
    return {
      rc: 1,
      rs: 'OK',
      data: [
        {
          symbol: 'FPT',
          quantity: 1000,
          avgCost: 120_000,
          costValue: 120_000_000,
          marketPrice: 125_000,
          marketValue: 125_000_000,
          profit: 5_000_000,
          profitPct: 4.17,
        },
      ],
    };
  }
  return { rc: -2, rs: 'Lệnh không được hỗ trợ' };
}

beforeEach(() => {
  sessionValid = true;
  smsOutboxKey = undefined;
  endSession(false);
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init?: RequestInit) => {
      if (url === '/config.json') return new Response(JSON.stringify(testConfig));
      if (url === '/trading') {
        const request = sentCommand(init?.body);
        return new Response(JSON.stringify(tradingReply(request.cmd, request)));
      }
      return new Response('[]', { status: 404 });
    }),
  );
});
afterEach(() => vi.unstubAllGlobals());

function renderAt(path: string) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <AppProviders queryClient={queryClient}>
      <RouterProvider router={createTestRouter(path)} />
    </AppProviders>,
  );
}

describe('login and session expiry', () => {
  it('logs in from a private screen, shows the assets, and ends on a session error', async () => {
    const user = userEvent.setup();
    renderAt('/home/tai-san');
    await screen.findByTestId('need-login', undefined, LAZY);
    await user.click(screen.getByTestId('login-button'));
    const dialog = await screen.findByTestId('login-modal', undefined, LAZY);
    const password = dialog.querySelector('input[autocomplete="current-password"]') as HTMLInputElement;
    expect(password.type).toBe('password');
    await user.click(screen.getByRole('button', { name: 'Hiện mật khẩu' }));
    expect(password.type).toBe('text');

    await user.type(dialog.querySelector('input[autocomplete="username"]') as HTMLInputElement, ' demo ');
    await user.type(password, 'wrong-pass');
    await user.click(screen.getByTestId('login-submit'));
    expect((await screen.findByTestId('login-error')).textContent).toContain(
      'Tên đăng nhập hoặc mật khẩu không đúng',
    );

    await user.clear(password);
    await user.type(password, 'Demo@123');
    await user.click(screen.getByTestId('login-submit'));
    await waitFor(() => expect(screen.queryByTestId('login-modal')).toBeNull());
    expect((await screen.findByTestId('cash-available')).textContent).toContain('500,000,000');
    expect(screen.getByTestId('positions').textContent).toContain('FPT');
    expect(screen.getByTestId('account-switcher').textContent).toContain('M000001 Margin');
    expect(JSON.parse(localStorage.getItem('token') ?? 'null')).toMatchObject({ sid: 'sid-1' });

    sessionValid = false;
    fireEvent.change(screen.getByTestId('account-switcher'), { target: { value: 'M000001' } });
    const expired = await screen.findByTestId('session-expired-modal');
    expect(localStorage.getItem('token')).toBeNull();
    expect(localStorage.getItem('shareHolder')).toBeNull();
    await user.click(expired.querySelector('button') as HTMLButtonElement);
    expect(await screen.findByTestId('login-modal', undefined, LAZY)).toBeTruthy();
  }, 30_000);

  it('asks for the OTP when the server requires one and shows the demo SMS outbox', async () => {
    const user = userEvent.setup();
    renderAt('/home/tai-san');
    await user.click(await screen.findByTestId('login-button'));
    const dialog = await screen.findByTestId('login-modal', undefined, LAZY);
    await user.type(dialog.querySelector('input[autocomplete="username"]') as HTMLInputElement, 'demootp');
    await user.type(
      dialog.querySelector('input[autocomplete="current-password"]') as HTMLInputElement,
      'Demo@123',
    );
    await user.click(screen.getByTestId('login-submit'));
    expect((await screen.findByTestId('login-error')).textContent).toBe('Vui lòng nhập mã OTP');
    expect((await screen.findByTestId('otp-outbox')).textContent).toContain('246810');
    // an SMS customer has no authenticator app to recover
    expect(screen.queryByTestId('lost-authenticator')).toBeNull();
    await user.type(
      dialog.querySelector('input[autocomplete="one-time-code"]') as HTMLInputElement,
      '246810',
    );
    await user.click(screen.getByTestId('login-submit'));
    expect((await screen.findByTestId('current-user')).textContent).toBe('demootp');
  }, 30_000);

  it('carries the username from the login modal to the first login, then offers to log in', async () => {
    const user = userEvent.setup();
    renderAt('/home/bang-gia');
    await user.click(await screen.findByTestId('login-button'));
    const dialog = await screen.findByTestId('login-modal', undefined, LAZY);
    await user.type(
      dialog.querySelector('input[autocomplete="username"]') as HTMLInputElement,
      ' 068C100004 ',
    );
    await user.type(
      dialog.querySelector('input[autocomplete="current-password"]') as HTMLInputElement,
      'Xk3mPq7Rt2',
    );
    await user.click(screen.getByTestId('login-submit'));
    expect((await screen.findByTestId('login-error')).textContent).toBe('Tài khoản đang chờ kích hoạt');
    await user.click(screen.getByTestId('first-login-link'));

    const form = await screen.findByTestId('activate-account', undefined, LAZY);
    const username = within(form).getByLabelText('Tên đăng nhập') as HTMLInputElement;
    expect(username.value).toBe('068C100004');
    // The password typed in the modal is not carried (it stays out of the browser history).
    expect((within(form).getByLabelText('Mật khẩu tạm') as HTMLInputElement).value).toBe('');
    await user.type(within(form).getByLabelText('Mật khẩu tạm'), 'Xk3mPq7Rt2');
    await user.type(within(form).getByLabelText('Mật khẩu mới'), 'Moi@2026');
    await user.type(within(form).getByLabelText('Nhập lại mật khẩu mới'), 'Moi@2026');
    await user.type(within(form).getByLabelText('Mã PIN (6 chữ số)'), '246810');
    await user.type(within(form).getByLabelText('Nhập lại mã PIN'), '246810');
    await user.click(within(form).getByRole('button', { name: 'Kích hoạt tài khoản' }));

    await screen.findByTestId('activate-done');
    await user.click(screen.getByTestId('activate-login'));
    expect(await screen.findByTestId('login-modal', undefined, LAZY)).toBeTruthy();
  }, 30_000);

  it('validates the login form before sending', async () => {
    const user = userEvent.setup();
    renderAt('/home/tai-san');
    await user.click(await screen.findByTestId('login-button'));
    // The login dialog is loaded on demand (modal-host), maybe with the screen still loading.
    await user.click(await screen.findByTestId('login-submit', undefined, LAZY));
    expect(await screen.findAllByText('Trường này không được để trống')).toHaveLength(2);
  });
});
