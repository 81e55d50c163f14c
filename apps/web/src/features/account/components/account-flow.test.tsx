// Security settings screens in the real shell, the trading service answered by a stand-in.
import { QueryClient } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import '@/shared/i18n/i18n';
import { AppProviders } from '@/app/providers';
import { createTestRouter } from '@/app/router';
import { endSession, loginSucceeded, sessionStore, setAccounts } from '@/shared/session/session-store';
import { updateSettings } from '@/shared/settings/settings-store';
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
const sent: Array<{ cmd: string } & Record<string, unknown>> = [];

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
      if (data.cmd === 'ListAccount')
        return new Response(JSON.stringify({ rc: 1, rs: 'OK', data: [account] }));
      if (data.cmd === 'ChangePassword') {
        return new Response(
          JSON.stringify(
            data.oldPassword === 'Demo@123'
              ? { rc: 1, rs: 'OK', data: { message: 'OK' } }
              : { rc: -8007, rs: 'Mật khẩu không hợp lệ' },
          ),
        );
      }
      if (data.cmd === 'ChangePin')
        return new Response(
          JSON.stringify({ rc: -8121, rs: 'Mã PIN tạm khóa do nhập sai nhiều lần, thử lại sau 12 phút' }),
        );
      return new Response(JSON.stringify({ rc: -2, rs: 'unknown' }));
    }),
  );
});
afterEach(() => {
  vi.unstubAllGlobals();
  updateSettings({ lang: 'vi' });
});

function renderAt(path: string) {
  render(
    <AppProviders queryClient={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <RouterProvider router={createTestRouter(path)} />
    </AppProviders>,
  );
}

describe('change password', () => {
  it('checks the form, reports a wrong password, then ends the session and opens the login', async () => {
    const user = userEvent.setup();
    renderAt('/home/tai-khoan/doi-mat-khau');
    const form = await screen.findByTestId('change-password');
    const [old, next, confirm] = Array.from(form.querySelectorAll('input'));
    await user.type(old as HTMLInputElement, 'Demo@123');
    await user.type(next as HTMLInputElement, 'Demo@123');
    await user.type(confirm as HTMLInputElement, 'Other@123');
    await user.click(screen.getByRole('button', { name: 'Đổi mật khẩu' }));
    expect(await screen.findByText('Xác nhận không khớp')).toBeTruthy();
    expect(screen.getByText('Giá trị mới phải khác giá trị cũ')).toBeTruthy();
    expect(sent.filter((d) => d.cmd === 'ChangePassword')).toHaveLength(0);

    await user.clear(old as HTMLInputElement);
    await user.type(old as HTMLInputElement, 'Wrong@123');
    await user.clear(next as HTMLInputElement);
    await user.type(next as HTMLInputElement, 'Other@123');
    await user.click(screen.getByRole('button', { name: 'Đổi mật khẩu' }));
    expect(await screen.findByText('Mật khẩu không hợp lệ')).toBeTruthy();
    expect(sessionStore.get().token).not.toBeNull();

    await user.clear(old as HTMLInputElement);
    await user.type(old as HTMLInputElement, 'Demo@123');
    await user.click(screen.getByRole('button', { name: 'Đổi mật khẩu' }));
    await waitFor(() => expect(sessionStore.get()).toMatchObject({ token: null, loginOpen: true }));
    expect(sent.filter((d) => d.cmd === 'ChangePassword').at(-1)).toEqual({
      cmd: 'ChangePassword',
      oldPassword: 'Demo@123',
      newPassword: 'Other@123',
      confirmation: 'Other@123',
    });
    expect(await screen.findByTestId('login-modal')).toBeTruthy();
  }, 30_000);
});

describe('change PIN', () => {
  it('shows the locked PIN message (-8121) in the selected language', async () => {
    const user = userEvent.setup();
    renderAt('/home/tai-khoan/doi-pin');
    const form = await screen.findByTestId('change-pin');
    const [old, next, confirm] = Array.from(form.querySelectorAll('input'));
    await user.type(old as HTMLInputElement, '123456');
    await user.type(next as HTMLInputElement, '654321');
    await user.type(confirm as HTMLInputElement, '654321');
    await user.click(screen.getByRole('button', { name: 'Đổi mã PIN' }));
    expect(
      await screen.findByText('Mã PIN tạm khóa do nhập sai nhiều lần, thử lại sau 12 phút'),
    ).toBeTruthy();
    updateSettings({ lang: 'en' });
    await user.click(form.querySelector('button[type="submit"]') as HTMLButtonElement);
    expect(
      await screen.findByText('The PIN is locked after too many wrong tries, try again in 12 minutes'),
    ).toBeTruthy();
  }, 30_000);
});
