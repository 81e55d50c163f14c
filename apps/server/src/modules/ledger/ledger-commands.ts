// Ledger read commands on the trading gateway; each checks that the caller owns the sub-account.
import {
  cashBalanceCommand,
  derivativePositionsCommand,
  positionsCommand,
  purchasePowerCommand,
  stockBalanceCommand,
} from '@sen/protocol';
import {
  requireCaller,
  type CommandContext,
  type CommandRegistry,
} from '../trading-gateway/command-registry.ts';
import type { AccountAccess } from '../identity/account-access.ts';
import type { AccountViews } from './account-views.ts';

export function registerLedgerCommands(
  registry: CommandRegistry,
  access: AccountAccess,
  views: AccountViews,
): void {
  const own = async (context: CommandContext, subAcntNo: string) => {
    await access.requireOwn(requireCaller(context), subAcntNo);
    return subAcntNo;
  };
  registry.register(cashBalanceCommand, async (p, ctx) => views.cash(await own(ctx, p.subAccount)));
  registry.register(stockBalanceCommand, async (p, ctx) => views.stocks(await own(ctx, p.subAccount)));
  registry.register(positionsCommand, async (p, ctx) => views.positions(await own(ctx, p.subAccount)));
  registry.register(derivativePositionsCommand, async (p, ctx) =>
    views.derivatives(await own(ctx, p.subAccount)),
  );
  registry.register(purchasePowerCommand, async (p, ctx) =>
    views.purchasePower(await own(ctx, p.subAccount), p.price, p.symbol),
  );
}
