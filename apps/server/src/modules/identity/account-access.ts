// Ownership checks of every private call that names a sub-account: another customer's (or an
// unknown) sub-account is -6030 "user cannot view account"; an own sub-account that is not active
// is -6029 "account not authorized". The OMS uses the same check before it accepts an order.
import type { ListAccountCommand, CommandReplyData } from '@sen/protocol';
import type { Caller } from '../trading-gateway/command-registry.ts';
import { SenError } from '../../plugins/errors/sen-error.ts';
import type { CustomerRepository, SubAccount } from './customer-repository.ts';

const MAX_OWNERS = 100_000;

export class AccountAccess {
  /** Owner of each sub-account seen (an owner never changes): the gateway's check reads no row twice. */
  private readonly owners = new Map<string, number>();

  constructor(private readonly customers: CustomerRepository) {}

  /**
   * The gateway's check of the sub-account a command names, before its handler: -6030 unless it is
   * the caller's (unknown ones are not remembered: they may be opened later).
   */
  async requireOwner(caller: Caller, subAcntNo: string): Promise<void> {
    let owner = this.owners.get(subAcntNo);
    if (owner === undefined) {
      owner = (await this.customers.subAccount(subAcntNo))?.customer_id;
      if (owner !== undefined) {
        if (this.owners.size >= MAX_OWNERS) this.owners.clear();
        this.owners.set(subAcntNo, owner);
      }
    }
    if (owner !== caller.customerId) throw new SenError('userCannotViewAccount');
  }

  /** The caller's sub-account, for reading. */
  async requireOwn(caller: Caller, subAcntNo: string): Promise<SubAccount> {
    const account = await this.customers.subAccount(subAcntNo);
    if (!account || account.customer_id !== caller.customerId) throw new SenError('userCannotViewAccount');
    return account;
  }

  /** The caller's sub-account, for trading or moving money: it must also be activated. */
  async requireActive(caller: Caller, subAcntNo: string): Promise<SubAccount> {
    const account = await this.requireOwn(caller, subAcntNo);
    if (account.status !== 1) throw new SenError('accountNotAuthorized');
    return account;
  }

  /** `ListAccount`: the caller's sub-accounts with the default one. */
  async list(caller: Caller): Promise<CommandReplyData<ListAccountCommand>> {
    const customer = await this.customers.byId(caller.customerId);
    const accounts = await this.customers.subAccounts(caller.customerId);
    return accounts.map((a) => ({
      acntNo: a.acnt_no,
      subAcntNo: a.sub_acnt_no,
      vsdAcntNo: a.vsd_acnt_no,
      defaultSubAccount: customer?.default_sub_account ?? '',
      status: a.status,
    }));
  }
}
