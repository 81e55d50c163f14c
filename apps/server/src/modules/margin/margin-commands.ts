// Margin commands on the trading gateway: MarginInfo, MarginDebtList, MarginRepay (group B), the
// margin sub-accounts' PurchasePower (the ledger's command, wrapped: the same function as the
// pre-trade check), and the operator's test hook MarginTestMarket (demo clock, SEN_MARGIN_TEST_HOOKS).
import {
  marginDebtListCommand,
  marginInfoCommand,
  marginRepayCommand,
  marginTestMarketCommand,
  isMarginSubAccount,
  type CommandParams,
  type purchasePowerCommand,
} from '@sen/protocol';
import type { Kysely } from 'kysely';
import type { Database } from '../../plugins/storage/database-schema.ts';
import type { AccountAccess } from '../identity/account-access.ts';
import {
  requireCaller,
  type CommandContext,
  type CommandRegistry,
} from '../trading-gateway/command-registry.ts';
import { SenError } from '../../plugins/errors/sen-error.ts';
import type { MarginAccounts } from './margin-accounts.ts';
import type { MarginLending } from './margin-lending.ts';
import type { PinCheck } from '../orders/order-deps.ts';

export interface MarginCommandDeps {
  db: Kysely<Database>;
  access: AccountAccess;
  accounts: MarginAccounts;
  lending: MarginLending;
  /** The PIN like an order's: checked against its hash once per session (orders/pin-gate.ts). */
  pins: PinCheck;
  today: () => string;
  /** Undefined unless the test hooks are on (demo clock). */
  testHooks?: { nextDay(): Promise<string>; shift(symbol: string, percent: number): string | undefined };
}

export function registerMarginCommands(registry: CommandRegistry, deps: MarginCommandDeps): void {
  const own = async (context: CommandContext, sub: string) => {
    await deps.access.requireOwn(requireCaller(context), sub);
    return sub;
  };
  registry.register(marginInfoCommand, async (p, ctx) => deps.accounts.info(await own(ctx, p.subAccount)));
  registry.register(marginDebtListCommand, async (p, ctx) =>
    deps.accounts.loans(await own(ctx, p.subAccount), deps.today()),
  );
  registry.register(marginRepayCommand, async (p, ctx) => {
    const caller = requireCaller(ctx);
    await deps.access.requireActive(caller, p.subAccount);
    deps.accounts.requireMargin(p.subAccount);
    await deps.pins.verify(caller, ctx.request.session, p.pin);
    return deps.accounts.repay(caller.customerId, p.subAccount, p.amount, p.refId);
  });
  // A margin sub-account's purchase power is cash plus what it may borrow for the symbol at the price.
  registry.wrap('PurchasePower', (handler) => async (params, ctx) => {
    const p = params as CommandParams<typeof purchasePowerCommand>;
    if (!isMarginSubAccount(p.subAccount)) return handler(params, ctx);
    const sub = await own(ctx, p.subAccount);
    const power = await deps.lending.purchasePower(deps.db, sub, p.symbol, p.price);
    return {
      subAcntNo: power.subAcntNo,
      cashAvailable: power.cashAvailable,
      purchasePower: power.purchasePower,
      maxVolume: power.maxVolume,
    };
  });
  registry.register(marginTestMarketCommand, async (p, ctx) => {
    requireCaller(ctx);
    const hooks = deps.testHooks;
    if (!hooks) throw new SenError('demoOnly');
    if (p.action === 'next-day') return { marketTime: await hooks.nextDay() };
    if (p.symbol === undefined || p.percent === undefined) throw new SenError('badRequest');
    const marketTime = hooks.shift(p.symbol, p.percent);
    if (marketTime === undefined) throw new SenError('invalidSecurity');
    return { marketTime };
  });
}
