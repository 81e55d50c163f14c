// Security settings screens in the real shell, the trading service answered by a stand-in.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import '@/shared/i18n/i18n';
import { sessionStore } from '@/shared/session/session-store';
import { updateSettings } from '@/shared/settings/settings-store';
import { renderShell } from '@/shared/testing/render-shell';
import { signIn, testAccount } from '@/shared/testing/signed-in-customer';
import type { SentCommand } from '@/shared/testing/sent-command';
import { refusal, standIn } from '@/shared/testing/trading-stand-in';

/** Screens and dialogs load on demand: their first find waits for the chunk (slow on a busy machine). */
const LAZY = { timeout: 5000 };

vi.mock('@/shared/lib/realtime/realtime', () => import('@/shared/testing/silent-realtime'));

const account = testAccount('0000011');
let sent: SentCommand[] = [];

beforeEach(() => {
  signIn(account);
  sent = standIn([], (data) => {
    if (data.cmd === 'ListAccount') return [account];
    if (data.cmd === 'ChangePassword')
      return data.oldPassword === 'Demo@123' ? { message: 'OK' } : refusal(-8007, 'Mật khẩu không hợp lệ');
    if (data.cmd === 'ChangePin')
      return refusal(-8121, 'Mã PIN tạm khóa do nhập sai nhiều lần, thử lại sau 12 phút');
    return undefined;
  });
});
afterEach(() => {
  vi.unstubAllGlobals();
  updateSettings({ lang: 'vi' });
});

describe('change password', () => {
  it('checks the form, reports a wrong password, then ends the session and opens the login', async () => {
    const user = userEvent.setup();
    renderShell('/home/tai-khoan/doi-mat-khau');
    const form = await screen.findByTestId('change-password', undefined, LAZY);
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
    expect(await screen.findByTestId('login-modal', undefined, LAZY)).toBeTruthy();
  }, 30_000);
});

describe('change PIN', () => {
  it('shows the locked PIN message (-8121) in the selected language', async () => {
    const user = userEvent.setup();
    renderShell('/home/tai-khoan/doi-pin');
    const form = await screen.findByTestId('change-pin');
    // each PIN field's toggle names a PIN, not a password
    expect(within(form).getAllByRole('button', { name: 'Hiện mã PIN' })).toHaveLength(3);
    expect(within(form).queryByRole('button', { name: 'Hiện mật khẩu' })).toBeNull();
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
