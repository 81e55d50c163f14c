// The authenticator screen in the real shell, the trading service answered by a stand-in: setting
// up an authenticator asks for the trading PIN (the shared PIN prompt) before TotpSetup goes out
// with it, and when one is already active also a current code of it; a closed prompt sends nothing.
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
const SECRET = 'JBSWY3DPEHPK3PXP';

vi.mock('@/shared/lib/realtime/realtime', () => import('@/shared/testing/silent-realtime'));

const account = testAccount('0000011');
const info = (otpMethod: 'sms' | 'totp') => ({
  username: 'demo',
  fullName: 'Nguyễn Văn Demo',
  email: 'demo@example.com',
  phone: '*******001',
  idNumber: '*********001',
  address: 'Hà Nội',
  branchCode: '068',
  status: 1,
  defaultAcc: '0000011',
  otpMethod,
});

let sent: SentCommand[] = [];
const commands = () => sent.map((d) => d.cmd);

/** The stand-in: `otpMethod` of account info; TotpSetup wants PIN 123456 and, with totp, code 654321. */
function serve(otpMethod: 'sms' | 'totp') {
  sent = standIn([], (data) => {
    if (data.cmd === 'ListAccount') return [account];
    if (data.cmd === 'AccountInfo') return info(otpMethod);
    if (data.cmd === 'CheckPin')
      return data.pin === '123456' ? { message: 'OK' } : refusal(-8005, 'Mã PIN không đúng');
    if (data.cmd === 'TotpSetup') {
      if (data.pin !== '123456') return refusal(-8005, 'Mã PIN không đúng');
      if (otpMethod === 'totp' && data.code === undefined) return refusal(-8104, 'Vui lòng nhập mã OTP');
      if (otpMethod === 'totp' && data.code !== '654321')
        return refusal(-8105, 'Mã OTP không đúng, đã hết hạn hoặc đã được sử dụng');
      return { secret: SECRET, uri: `otpauth://totp/Sen:demo?secret=${SECRET}&issuer=Sen` };
    }
    if (data.cmd === 'TotpConfirm') return { message: 'OK' };
    return undefined;
  });
}

async function enterPin(user: ReturnType<typeof userEvent.setup>, pin: string) {
  const prompt = await screen.findByTestId('pin-prompt', undefined, LAZY);
  await user.type(within(prompt).getByTestId('pin-input'), pin);
  await user.click(within(prompt).getByTestId('pin-submit'));
}

beforeEach(() => {
  signIn(account);
});
afterEach(() => {
  vi.unstubAllGlobals();
  updateSettings({ lang: 'vi' });
});

describe('authenticator setup', () => {
  it('asks for the trading PIN before a first secret is created, and sends it with TotpSetup', async () => {
    serve('sms');
    const user = userEvent.setup();
    renderShell('/home/tai-khoan/xac-thuc');
    const screenRoot = await screen.findByTestId('totp', undefined, LAZY);
    expect(within(screenRoot).getByText(/mã PIN giao dịch/)).toBeTruthy();
    expect(within(screenRoot).queryByTestId('totp-current')).toBeNull();
    await user.click(within(screenRoot).getByRole('button', { name: 'Tạo khóa bí mật' }));
    await enterPin(user, '123456');
    expect(await screen.findByTestId('totp-secret')).toHaveProperty('textContent', SECRET);
    expect(sent.find((d) => d.cmd === 'TotpSetup')).toEqual({ cmd: 'TotpSetup', pin: '123456' });
    expect(commands().indexOf('CheckPin')).toBeLessThan(commands().indexOf('TotpSetup'));

    await user.type(screen.getByTestId('totp-code'), '112233');
    await user.click(screen.getByRole('button', { name: 'Xác nhận' }));
    await waitFor(() =>
      expect(sent.find((d) => d.cmd === 'TotpConfirm')).toEqual({ cmd: 'TotpConfirm', code: '112233' }),
    );
  }, 30_000);

  it('sends nothing when the PIN prompt is closed', async () => {
    serve('sms');
    const user = userEvent.setup();
    renderShell('/home/tai-khoan/xac-thuc');
    const screenRoot = await screen.findByTestId('totp', undefined, LAZY);
    await user.click(within(screenRoot).getByRole('button', { name: 'Tạo khóa bí mật' }));
    await screen.findByTestId('pin-prompt', undefined, LAZY);
    await user.click(screen.getByTestId('pin-cancel'));
    await waitFor(() => expect(screen.queryByTestId('pin-prompt')).toBeNull());
    expect(commands()).not.toContain('TotpSetup');
    expect(screen.queryByTestId('totp-secret')).toBeNull();
  }, 30_000);

  it('asks for a current code of the active authenticator, then the PIN, to replace it (en)', async () => {
    updateSettings({ lang: 'en' });
    serve('totp');
    const user = userEvent.setup();
    renderShell('/home/tai-khoan/xac-thuc');
    const screenRoot = await screen.findByTestId('totp', undefined, LAZY);
    expect(within(screenRoot).getByTestId('totp-active').textContent).toMatch(/authenticator app is active/);
    const replace = within(screenRoot).getByRole('button', { name: 'Replace the authenticator app' });
    // no code: the form says so and nothing is asked or sent
    await user.click(replace);
    expect(await within(screenRoot).findByRole('alert')).toHaveProperty(
      'textContent',
      'Enter the 6-digit code of the authenticator app in use',
    );
    expect(screen.queryByTestId('pin-prompt')).toBeNull();
    expect(commands()).not.toContain('TotpSetup');

    await user.type(within(screenRoot).getByLabelText('Current code of the app in use'), '654321');
    await user.click(replace);
    await enterPin(user, '123456');
    expect(await screen.findByTestId('totp-secret')).toHaveProperty('textContent', SECRET);
    expect(sent.find((d) => d.cmd === 'TotpSetup')).toEqual({
      cmd: 'TotpSetup',
      pin: '123456',
      code: '654321',
    });
  }, 30_000);

  it('shows a wrong current code in the selected language and keeps no secret', async () => {
    serve('totp');
    const user = userEvent.setup();
    renderShell('/home/tai-khoan/xac-thuc');
    const screenRoot = await screen.findByTestId('totp', undefined, LAZY);
    await user.type(within(screenRoot).getByLabelText('Mã hiện tại của ứng dụng đang dùng'), '000000');
    await user.click(within(screenRoot).getByRole('button', { name: 'Thay ứng dụng xác thực' }));
    await enterPin(user, '123456');
    expect(await screen.findByText('Mã OTP không đúng, đã hết hạn hoặc đã được sử dụng')).toBeTruthy();
    expect(screen.queryByTestId('totp-secret')).toBeNull();
    // the PIN was right: kept for the session like any other PIN prompt's answer
    expect(sessionStore.get().pin).toBe('123456');
  }, 30_000);
});
