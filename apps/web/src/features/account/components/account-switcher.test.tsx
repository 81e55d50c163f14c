// The header's sub-account switcher keeps the choice across reloads (issue 21 item 7): the choice
// goes to the server (ChangeAccount), the account list read back after a login or reload selects
// the server's default, and a fresh page (the session store restored from local storage) opens on it.
import { QueryClient } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import '@/shared/i18n/i18n';
import { AppProviders } from '@/app/providers';
import { endSession, loginSucceeded, sessionStore, setAccounts } from '@/shared/session/session-store';
import { testConfig } from '@/shared/testing/test-config';
import { AccountSwitcher } from './account-switcher';

vi.mock('@/shared/lib/realtime/realtime', () => import('@/shared/testing/silent-realtime'));

const account = (subAcntNo: string, defaultSubAccount: string, status = 1) => ({
  acntNo: '068C000001',
  subAcntNo,
  vsdAcntNo: '068C000001',
  defaultSubAccount,
  status,
});
const sent: { cmd: string; p1?: string }[] = [];

beforeEach(() => {
  sent.length = 0;
  endSession(false);
  loginSucceeded({ sid: 'sid-1', user: 'demo', defaultAcc: '0000011' });
  setAccounts([
    account('0000011', '0000011'),
    account('M000011', '0000011'),
    account('0000012', '0000011', 0),
  ]);
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init?: RequestInit) => {
      if (url === '/config.json') return new Response(JSON.stringify(testConfig));
      const data = (JSON.parse(String(init?.body)) as { data: { cmd: string; p1?: string } }).data;
      sent.push(data);
      if (data.cmd === 'ChangeAccount' && data.p1 === '0000012')
        return new Response(JSON.stringify({ rc: -6029, rs: 'Tài khoản chưa được kích hoạt' }));
      if (data.cmd === 'ChangeAccount')
        return new Response(JSON.stringify({ rc: 1, rs: 'OK', data: { defaultAcc: data.p1 } }));
      return new Response(JSON.stringify({ rc: -2, rs: 'unknown' }));
    }),
  );
});
afterEach(() => vi.unstubAllGlobals());

const renderSwitcher = () =>
  render(
    <AppProviders queryClient={new QueryClient()}>
      <AccountSwitcher />
    </AppProviders>,
  );

describe('account switcher', () => {
  it('stores the choice on the server and opens on it after a reload', async () => {
    renderSwitcher();
    await userEvent.selectOptions(await screen.findByTestId('account-switcher'), 'M000011');
    await waitFor(() => expect(sent).toEqual([{ cmd: 'ChangeAccount', p1: 'M000011' }]));
    await waitFor(() => expect(sessionStore.get().listShareHolder[0]?.defaultSubAccount).toBe('M000011'));
    expect(sessionStore.get().defAccount).toBe('M000011');
    // A reload: the store is built again from local storage (the token still says 0000011).
    vi.resetModules();
    const reloaded = await import('@/shared/session/session-store');
    expect(reloaded.sessionStore.get().defAccount).toBe('M000011');
  });

  it("selects the server's default from the account list read after a login", () => {
    setAccounts([account('0000011', 'M000011'), account('M000011', 'M000011')]);
    expect(sessionStore.get().defAccount).toBe('M000011');
  });

  it('keeps the choice for this page and shows the refusal when the server refuses it', async () => {
    renderSwitcher();
    await userEvent.selectOptions(await screen.findByTestId('account-switcher'), '0000012');
    expect(await screen.findByText(/chưa được kích hoạt|Tài khoản/)).toBeTruthy();
    expect(sessionStore.get().defAccount).toBe('0000012');
    expect(sessionStore.get().listShareHolder[0]?.defaultSubAccount).toBe('0000011');
  });
});
