// "Mất ứng dụng xác thực?" in the login dialog: where the login asks for the authenticator's code,
// the customer removes a lost app with the password typed, the trading PIN and an SMS code, then
// logs in with an SMS code. The trading service is a small in-test stand-in (fetch) that replies as
// the server does (TotpRecover, Web.sCheckLogin, OtpOutbox).
import { QueryClient } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import '@/shared/i18n/i18n';
import { AppProviders } from '@/app/providers';
import { createTestRouter } from '@/app/router';
import { endSession } from '@/shared/session/session-store';
import { testConfig } from '@/shared/testing/test-config';
import { sentCommand, type SentCommand } from '@/shared/testing/sent-command';

/** Screens and dialogs load on demand: their first find waits for the chunk (slow on a busy machine). */
const LAZY = { timeout: 5000 };

vi.mock('@/shared/lib/realtime/realtime', () => import('@/shared/testing/silent-realtime'));

const RECOVERY_CODE = '135790';
const LOGIN_CODE = '246810';
/** The stand-in customer `demototp`: an authenticator app until it is removed. */
let hasApp = true;
/** The newest demo SMS and the outbox key of the request that sent it. */
let outbox: { key: unknown; message: string } | undefined;
let sent: SentCommand[] = [];

function tradingReply(cmd: string, data: Record<string, unknown>): unknown {
  const passwordRight = data.username === 'demototp' && data.password === 'Demo@123';
  if (cmd === 'Web.sCheckLogin') {
    if (!passwordRight) return { rc: -8101, rs: 'Tên đăng nhập hoặc mật khẩu không đúng' };
    if (data.otp === undefined) {
      if (!hasApp) outbox = { key: data.outboxKey, message: `Sen: ma OTP cua quy khach la ${LOGIN_CODE}` };
      return { rc: -8104, rs: 'Vui lòng nhập mã OTP', data: { method: hasApp ? 'totp' : 'sms' } };
    }
    return !hasApp && data.otp === LOGIN_CODE
      ? { rc: 1, rs: 'OK', data: { sid: 'sid-3', user: 'demototp', defaultAcc: '0000041' } }
      : { rc: -8105, rs: 'Mã OTP không đúng, đã hết hạn hoặc đã được sử dụng' };
  }
  if (cmd === 'TotpRecover') {
    if (!passwordRight) return { rc: -8101, rs: 'Tên đăng nhập hoặc mật khẩu không đúng' };
    if (!hasApp) return { rc: -8112, rs: 'Tài khoản không dùng ứng dụng xác thực, không có gì để gỡ' };
    if (data.code === undefined) {
      outbox = { key: data.outboxKey, message: `Sen: ma OTP go ung dung xac thuc la ${RECOVERY_CODE}` };
      return { rc: 1, rs: 'OK', data: { method: 'sms' } };
    }
    if (data.pin !== '123456') return { rc: -8005, rs: 'Mã PIN không đúng' };
    if (data.code !== RECOVERY_CODE)
      return { rc: -8105, rs: 'Mã OTP không đúng, đã hết hạn hoặc đã được sử dụng' };
    hasApp = false;
    return { rc: 1, rs: 'OK', data: { message: 'OK' } };
  }
  if (cmd === 'OtpOutbox') {
    const mine = outbox !== undefined && data.outboxKey === outbox.key;
    return {
      rc: 1,
      rs: 'OK',
      data: mine ? [{ message: outbox?.message, time: '2026-03-02T03:00:00.000Z' }] : [],
    };
  }
  if (cmd === 'ListAccount') return { rc: 1, rs: 'OK', data: [] };
  return { rc: -2, rs: 'Lệnh không được hỗ trợ' };
}

beforeEach(() => {
  hasApp = true;
  outbox = undefined;
  sent = [];
  endSession(false);
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init?: RequestInit) => {
      if (url === '/config.json') return new Response(JSON.stringify(testConfig));
      if (url === '/trading') {
        const request = sentCommand(init?.body);
        sent.push(request);
        return new Response(JSON.stringify(tradingReply(request.cmd, request)));
      }
      return new Response('[]', { status: 404 });
    }),
  );
});
afterEach(() => vi.unstubAllGlobals());

/** Opens the login dialog and logs in as `username` up to the OTP step. */
async function atOtpStep(username: string) {
  const user = userEvent.setup();
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <AppProviders queryClient={queryClient}>
      <RouterProvider router={createTestRouter('/home/tai-san')} />
    </AppProviders>,
  );
  await user.click(await screen.findByTestId('login-button'));
  const dialog = await screen.findByTestId('login-modal', undefined, LAZY);
  await user.type(within(dialog).getByLabelText('Tên đăng nhập'), username);
  await user.type(within(dialog).getByLabelText('Mật khẩu'), 'Demo@123');
  await user.click(within(dialog).getByTestId('login-submit'));
  expect((await within(dialog).findByTestId('login-error')).textContent).toBe('Vui lòng nhập mã OTP');
  return { user, dialog };
}

describe('lost authenticator app, from the login', () => {
  it('removes the app with password, PIN and SMS code, then logs in with an SMS code', async () => {
    const { user, dialog } = await atOtpStep('demototp');
    // the app's code is asked for: no SMS outbox
    expect(within(dialog).getByText('Nhập mã 6 chữ số đang hiện trên ứng dụng xác thực')).toBeTruthy();
    expect(within(dialog).queryByTestId('otp-outbox')).toBeNull();
    await user.click(within(dialog).getByRole('button', { name: 'Mất ứng dụng xác thực?' }));

    const recovery = await within(dialog).findByTestId('totp-recovery');
    expect(document.activeElement).toBe(
      within(recovery).getByRole('heading', { name: 'Mất ứng dụng xác thực' }),
    );
    await user.click(within(recovery).getByRole('button', { name: 'Gửi mã OTP qua SMS' }));
    // step 1 carried the login's username and password, and this tab's outbox key
    expect(sent.find((c) => c.cmd === 'TotpRecover')).toMatchObject({
      username: 'demototp',
      password: 'Demo@123',
      outboxKey: expect.any(String),
    });
    expect((await within(recovery).findByRole('status')).textContent).toContain('Mã OTP đã được gửi');
    expect((await within(recovery).findByTestId('otp-outbox')).textContent).toContain(RECOVERY_CODE);
    const pin = within(recovery).getByLabelText('Mã PIN giao dịch') as HTMLInputElement;
    expect(document.activeElement).toBe(pin);
    expect(pin.type).toBe('password');

    // a wrong PIN: the server's refusal, the step stays, the PIN is cleared and focused again
    await user.type(pin, '000000');
    await user.type(within(recovery).getByLabelText('Mã OTP (SMS)'), RECOVERY_CODE);
    await user.click(within(recovery).getByTestId('recover-submit'));
    expect((await within(recovery).findByTestId('recover-error')).textContent).toBe('Mã PIN không đúng');
    expect(pin.value).toBe('');
    expect(document.activeElement).toBe(pin);
    expect(hasApp).toBe(true);

    // right PIN (Enter submits): removed; back at the login, which sends an SMS code and takes it
    await user.type(pin, '123456{Enter}');
    expect(await screen.findByText(/Đã gỡ ứng dụng xác thực/)).toBeTruthy();
    expect(hasApp).toBe(false);
    expect(within(dialog).queryByTestId('totp-recovery')).toBeNull();
    expect((await within(dialog).findByTestId('otp-outbox')).textContent).toContain(LOGIN_CODE);
    // now an SMS code: its hint, and no recovery link (there is no app left)
    expect(within(dialog).getByText('Nhập mã OTP gồm 6 chữ số đã gửi tới quý khách')).toBeTruthy();
    expect(within(dialog).queryByTestId('lost-authenticator')).toBeNull();
    const otp = within(dialog).getByLabelText('Mã OTP') as HTMLInputElement;
    expect(document.activeElement).toBe(otp);
    await user.type(otp, LOGIN_CODE);
    await user.click(within(dialog).getByTestId('login-submit'));
    expect((await screen.findByTestId('current-user')).textContent).toBe('demototp');
    // PIN and code went only to TotpRecover, never into the login
    expect(sent.filter((c) => c.cmd === 'Web.sCheckLogin').every((c) => c.pin === undefined)).toBe(true);
  }, 30_000);

  it('validates step 2 and shows a refusal of step 1; back returns to the login', async () => {
    const { user, dialog } = await atOtpStep('demototp');
    hasApp = false; // the stand-in: this customer uses SMS codes, no app
    await user.click(within(dialog).getByTestId('lost-authenticator'));
    const recovery = await within(dialog).findByTestId('totp-recovery');
    await user.click(within(recovery).getByTestId('recover-send'));
    expect((await within(recovery).findByTestId('recover-error')).textContent).toBe(
      'Tài khoản không dùng ứng dụng xác thực, không có gì để gỡ',
    );
    await user.click(within(recovery).getByRole('button', { name: 'Quay lại đăng nhập' }));
    expect(within(dialog).queryByTestId('totp-recovery')).toBeNull();
    expect(document.activeElement).toBe(within(dialog).getByLabelText('Mã OTP'));

    hasApp = true;
    await user.click(within(dialog).getByTestId('lost-authenticator'));
    await user.click(await within(dialog).findByTestId('recover-send'));
    await user.click(await within(dialog).findByTestId('recover-submit'));
    expect(await within(dialog).findByText('Mã PIN gồm 6 chữ số')).toBeTruthy();
    expect(within(dialog).getByText('Mã OTP gồm 6 chữ số')).toBeTruthy();
    expect(sent.filter((c) => c.cmd === 'TotpRecover' && c.code !== undefined)).toEqual([]);
  }, 30_000);
});
