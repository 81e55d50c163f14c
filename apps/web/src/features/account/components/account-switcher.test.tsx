// The working sub-account survives a reload (issue 21 item 7): the header's choice holds for this
// login; the ChangeAccount screen stores the default on the server and a reload keeps it too; a new
// login starts from the server's default (its token), and the account list read after a reload
// keeps the working one.
import { QueryClient } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import '@/shared/i18n/i18n';
import { AppProviders } from '@/app/providers';
import { endSession, loginSucceeded, sessionStore, setAccounts } from '@/shared/session/session-store';
import { updateSettings } from '@/shared/settings/settings-store';
import { AccountSwitcher } from './account-switcher';
import { ChangeAccountScreen } from './change-account-screen';
import { standIn, type SentCommand } from '@/shared/testing/trading-stand-in';

vi.mock('@/shared/lib/realtime/realtime', () => import('@/shared/testing/silent-realtime'));

const account = (subAcntNo: string, defaultSubAccount: string) => ({
  acntNo: '068C000001',
  subAcntNo,
  vsdAcntNo: '068C000001',
  defaultSubAccount,
  status: 1,
});
let serverDefault = '0000011';
let sent: SentCommand[] = [];
const list = () => [account('0000011', serverDefault), account('M000011', serverDefault)];

/** A reload: the session store is built again from local storage. */
async function reload() {
  vi.resetModules();
  return (await import('@/shared/session/session-store')).sessionStore.get();
}

beforeEach(() => {
  serverDefault = '0000011';
  updateSettings({ lang: 'en' });
  endSession(false);
  loginSucceeded({ sid: 'sid-1', user: 'demo', defaultAcc: '0000011' });
  setAccounts(list());
  sent = standIn([], (data) => {
    if (data.cmd === 'ChangeAccount') {
      serverDefault = String(data.subAccount ?? '');
      return { defaultAcc: data.subAccount };
    }
    if (data.cmd === 'ListAccount') return list();
    return undefined;
  });
});
afterEach(() => {
  vi.unstubAllGlobals();
  updateSettings({ lang: 'vi' });
});

const renderWith = (node: React.ReactNode) =>
  render(<AppProviders queryClient={new QueryClient()}>{node}</AppProviders>);

describe('working sub-account', () => {
  it('keeps the header choice across a reload, also after the account list is read again', async () => {
    renderWith(<AccountSwitcher />);
    await userEvent.selectOptions(await screen.findByTestId('account-switcher'), 'M000011');
    expect(sessionStore.get().defAccount).toBe('M000011');
    expect((await reload()).defAccount).toBe('M000011');
    // After the reload the client reads ListAccount (server default 0000011): the choice stays.
    setAccounts(list());
    expect(sessionStore.get().defAccount).toBe('M000011');
    // The header's choice is this login's: the server's default is not changed by it.
    expect(sent.map((s) => s.cmd)).not.toContain('ChangeAccount');
  });

  it('stores the default with ChangeAccount, keeps it across a reload and a new login starts on it', async () => {
    renderWith(<ChangeAccountScreen />);
    const form = await screen.findByTestId('change-account');
    await userEvent.selectOptions(form.querySelector('select')!, 'M000011');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(sent.map((s) => s.cmd)).toEqual(['ChangeAccount', 'ListAccount']));
    expect(sent[0]?.subAccount).toBe('M000011');
    await waitFor(() => expect(sessionStore.get().defAccount).toBe('M000011'));
    expect((await reload()).defAccount).toBe('M000011');
    // A new login: the server's token names the stored default.
    endSession(false);
    loginSucceeded({ sid: 'sid-2', user: 'demo', defaultAcc: serverDefault });
    setAccounts(list());
    expect(sessionStore.get().defAccount).toBe('M000011');
  });

  it("a new login starts from the server's default, not the last login's header choice", async () => {
    renderWith(<AccountSwitcher />);
    await userEvent.selectOptions(await screen.findByTestId('account-switcher'), 'M000011');
    endSession(false);
    loginSucceeded({ sid: 'sid-3', user: 'demo', defaultAcc: serverDefault });
    setAccounts(list());
    expect(sessionStore.get().defAccount).toBe('0000011');
    expect((await reload()).defAccount).toBe('0000011');
  });
});
