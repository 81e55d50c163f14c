// For screen tests of internal transfers: customer demo signed in on sub-account 0000011 with a
// margin sub-account M000001, the trading service answered by a stand-in that lists both
// (ListAccount) and answers the rest with `reply`; fetch is restored after each test.
import { afterEach, beforeEach, vi } from 'vitest';
import { setAccounts } from '@/shared/session/session-store';
import { signIn, testAccount } from './signed-in-customer';
import { standIn, type SentCommand } from './trading-stand-in';

/**
 * Signs in with both sub-accounts before each test of the file; returns the commands the current
 * test has sent so far.
 */
export function withTwoSubAccounts(reply: (command: SentCommand) => unknown): () => SentCommand[] {
  const account = testAccount('0000011');
  const margin = { ...testAccount('M000001'), defaultSubAccount: '0000011' };
  let sent: SentCommand[] = [];
  beforeEach(() => {
    signIn(account);
    setAccounts([account, margin]);
    sent = standIn([], (data) => (data.cmd === 'ListAccount' ? [account, margin] : reply(data)));
  });
  afterEach(() => vi.unstubAllGlobals());
  return () => sent;
}
