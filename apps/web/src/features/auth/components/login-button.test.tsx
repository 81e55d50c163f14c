// Logging out from the keyboard: the top bar's "Log out" is replaced by "Log in", which takes the
// focus (it does not fall to <body>, where the next Tab starts over from the top of the page).
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import '@/shared/i18n/i18n';
import { sessionStore } from '@/shared/session/session-store';
import { renderShell } from '@/shared/testing/render-shell';
import { signIn, testAccount } from '@/shared/testing/signed-in-customer';
import type { SentCommand } from '@/shared/testing/sent-command';
import { standIn } from '@/shared/testing/trading-stand-in';

vi.mock('@/shared/lib/realtime/realtime', () => import('@/shared/testing/silent-realtime'));

const account = testAccount('0000011');
let sent: SentCommand[] = [];

beforeEach(() => {
  signIn(account);
  sent = standIn([], (data) => {
    if (data.cmd === 'ListAccount') return [account];
    if (data.cmd === 'Logout') return { message: 'OK' };
    return undefined;
  });
});
afterEach(() => vi.unstubAllGlobals());

describe('log out', () => {
  it('leaves focus on "Log in", which replaces "Log out"', async () => {
    const user = userEvent.setup();
    renderShell('/home/lien-he');
    const logout = await screen.findByTestId('logout-button');
    logout.focus();
    await user.keyboard('{Enter}');
    const login = await screen.findByTestId('login-button');
    expect(sessionStore.get().token).toBeNull();
    expect(sent.some((command) => command.cmd === 'Logout')).toBe(true);
    await waitFor(() => expect(document.activeElement).toBe(login));
  });
});
