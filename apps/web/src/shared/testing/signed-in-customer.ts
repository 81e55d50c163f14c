// For screen tests: customer demo signed in on one account, through the session store's own actions.
import { endSession, loginSucceeded, setAccounts } from '@/shared/session/session-store';

/** A customer's account as ListAccount lists it, on the given sub-account. */
export function testAccount(subAcntNo: string) {
  return {
    acntNo: '068C000001',
    subAcntNo,
    vsdAcntNo: '068C000001',
    defaultSubAccount: subAcntNo,
    status: 1,
  };
}

/** A fresh session of customer demo on the account's sub-account. */
export function signIn(account: ReturnType<typeof testAccount>): void {
  endSession(false);
  loginSucceeded({ sid: 'sid-1', user: 'demo', defaultAcc: account.subAcntNo });
  setAccounts([account]);
}
