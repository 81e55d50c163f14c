// The PIN prompt: an action awaiting `requirePin()` gets the kept PIN at once, or a dialog that
// checks the typed PIN with CheckPin, shows -8005 and -8121 in the chosen language, keeps the PIN
// only when "remember" is ticked, and answers null when closed.
import { QueryClient } from '@tanstack/react-query';
import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import '@/shared/i18n/i18n';
import { AppProviders } from '@/app/providers';
import { endSession, loginSucceeded, sessionStore, setPin } from '@/shared/session/session-store';
import { settingsStore } from '@/shared/settings/settings-store';
import { testConfig } from '@/shared/testing/test-config';
import { PinPromptHost } from './pin-prompt-host';
import { forgetPinIfRefused, requirePin } from './pin-prompt-store';
import { TradingCallError } from '@/shared/session/trading-call';
import { Dialog } from '@/shared/ui/dialog';
import { sentCommand } from '@/shared/testing/sent-command';

vi.mock('@/shared/lib/realtime/realtime', () => import('@/shared/testing/silent-realtime'));

let replies: { rc: number; rs: string; data?: unknown }[] = [];
const checked: string[] = [];

beforeEach(() => {
  endSession(false);
  loginSucceeded({ sid: 'sid-1', user: 'demo', defaultAcc: '0000011' });
  settingsStore.set((s) => ({ ...s, lang: 'vi' }));
  checked.length = 0;
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init?: RequestInit) => {
      if (url === '/config.json') return new Response(JSON.stringify(testConfig));
      const data = sentCommand(init?.body);
      if (data.cmd !== 'CheckPin') return new Response(JSON.stringify({ rc: -2, rs: 'unknown' }));
      checked.push(String(data.pin));
      return new Response(JSON.stringify(replies.shift() ?? { rc: 1, rs: 'OK', data: { message: 'OK' } }));
    }),
  );
});
afterEach(() => {
  vi.unstubAllGlobals();
  replies = [];
});

const renderHost = () =>
  render(
    <AppProviders queryClient={new QueryClient()}>
      <PinPromptHost />
    </AppProviders>,
  );

describe('requirePin', () => {
  it('gives the PIN the session keeps without asking', async () => {
    setPin('246810');
    renderHost();
    await expect(requirePin()).resolves.toBe('246810');
    expect(screen.queryByTestId('pin-prompt')).toBeNull();
  });

  it('asks, checks with CheckPin and keeps the PIN for the session when remember is ticked', async () => {
    renderHost();
    let answer: Promise<string | null> = Promise.resolve(null);
    act(() => {
      answer = requirePin();
    });
    const dialog = await screen.findByRole('dialog', { name: 'Nhập mã PIN' });
    expect(screen.getByLabelText('Lưu PIN trong phiên đăng nhập')).toHaveProperty('checked', true);
    await waitFor(() => expect(document.activeElement).toBe(screen.getByLabelText('Mã PIN giao dịch')));
    await userEvent.type(screen.getByLabelText('Mã PIN giao dịch'), '123456');
    await userEvent.click(screen.getByTestId('pin-submit'));
    await expect(answer).resolves.toBe('123456');
    expect(checked).toEqual(['123456']);
    expect(sessionStore.get().pin).toBe('123456');
    expect(dialog.isConnected).toBe(false);
  });

  it('shows a wrong PIN (-8005) and a locked one (-8121) and stays open; unticked keeps nothing', async () => {
    settingsStore.set((s) => ({ ...s, lang: 'en' }));
    replies = [
      { rc: -8005, rs: 'Wrong PIN' },
      { rc: -8121, rs: 'The PIN is locked after too many wrong tries, try again in 15 minutes' },
    ];
    renderHost();
    let answer: Promise<string | null> = Promise.resolve(null);
    act(() => {
      answer = requirePin();
    });
    const input = await screen.findByLabelText('Trading PIN');
    await userEvent.click(screen.getByLabelText('Remember the PIN for this session'));
    await userEvent.type(input, '111111{Enter}');
    expect((await screen.findByTestId('pin-error')).textContent).toBe('Wrong PIN');
    expect((input as HTMLInputElement).value).toBe('');
    await userEvent.type(input, '222222{Enter}');
    expect((await screen.findByTestId('pin-error')).textContent).toBe(
      'The PIN is locked after too many wrong tries, try again in 15 minutes',
    );
    await userEvent.type(input, '333333{Enter}');
    await expect(answer).resolves.toBe('333333');
    expect(sessionStore.get().pin).toBeNull();
  });

  it('refuses a PIN that is not 6 digits without calling the server', async () => {
    renderHost();
    act(() => void requirePin());
    await userEvent.type(await screen.findByLabelText('Mã PIN giao dịch'), '12a3{Enter}');
    expect((await screen.findByRole('alert')).textContent).toBe('Mã PIN gồm 6 chữ số');
    expect(checked).toEqual([]);
  });

  it('answers null when closed with Escape, and asks one prompt for two waiting actions', async () => {
    renderHost();
    let first: Promise<string | null> = Promise.resolve('x');
    let second: Promise<string | null> = Promise.resolve('x');
    act(() => {
      first = requirePin();
      second = requirePin();
    });
    await screen.findByRole('dialog');
    expect(screen.getAllByRole('dialog')).toHaveLength(1);
    await userEvent.keyboard('{Escape}');
    await expect(first).resolves.toBeNull();
    await expect(second).resolves.toBeNull();
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('closes with null when the session ends while it is open', async () => {
    renderHost();
    let answer: Promise<string | null> = Promise.resolve('x');
    act(() => {
      answer = requirePin();
    });
    await screen.findByRole('dialog');
    act(() => endSession(true));
    await expect(answer).resolves.toBeNull();
    await waitFor(() => expect(screen.queryByTestId('pin-prompt')).toBeNull());
  });

  it('works on top of another dialog (the order ticket) and leaves it open', async () => {
    const onClose = vi.fn();
    render(
      <AppProviders queryClient={new QueryClient()}>
        <Dialog title="Ticket" onClose={onClose} closeLabel="Close" testId="outer">
          <button type="button">Place</button>
        </Dialog>
        <PinPromptHost />
      </AppProviders>,
    );
    await screen.findByTestId('outer');
    let answer: Promise<string | null> = Promise.resolve(null);
    act(() => {
      answer = requirePin();
    });
    const input = await screen.findByLabelText('Mã PIN giao dịch');
    await waitFor(() => expect(document.activeElement).toBe(input));
    await userEvent.type(input, '123456{Enter}');
    await expect(answer).resolves.toBe('123456');
    expect(screen.getByTestId('outer')).toBeTruthy();
    // Escape closes the prompt only, not the ticket under it.
    act(() => setPin(null));
    act(() => {
      answer = requirePin();
    });
    await screen.findByTestId('pin-prompt');
    await userEvent.keyboard('{Escape}');
    await expect(answer).resolves.toBeNull();
    expect(screen.getByTestId('outer')).toBeTruthy();
    expect(onClose).not.toHaveBeenCalled();
  });

  it('forgets a kept PIN the server refused as wrong, not after other errors', () => {
    setPin('123456');
    forgetPinIfRefused(new TradingCallError(-6012, 'not enough cash'));
    expect(sessionStore.get().pin).toBe('123456');
    forgetPinIfRefused(new TradingCallError(-8005, 'Wrong PIN'));
    expect(sessionStore.get().pin).toBeNull();
  });
});
