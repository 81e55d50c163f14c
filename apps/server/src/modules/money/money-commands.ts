// Registers the money commands on the trading gateway: each handler is a line that names its service.
import * as protocol from '@sen/protocol';
import { originOf } from '../audit/audit-trail.ts';
import type { Kysely } from 'kysely';
import type { Database } from '../../plugins/storage/database-schema.ts';
import type { AccountAccess } from '../identity/account-access.ts';
import {
  requireCaller,
  type CommandContext,
  type CommandRegistry,
} from '../trading-gateway/command-registry.ts';
import { toCashAdvance, type CashAdvances } from './cash-advance.ts';
import { toCashTransfer, toStockTransfer } from './internal-transfers.ts';
import { listMovements } from './money-repository.ts';
import type { MoneyService } from './money-service.ts';
import { cashStatement, stockStatement } from './statements.ts';
import { SenError } from '../../plugins/errors/sen-error.ts';

const DAY_MS = 86_400_000;

/** A statement or history range: real dates, from not after to, at most 366 days (-8505). */
function checkRange(from: string, to: string): void {
  const start = Date.parse(`${from}T00:00:00Z`);
  const end = Date.parse(`${to}T00:00:00Z`);
  const real = (ms: number, text: string) =>
    !Number.isNaN(ms) && new Date(ms).toISOString().slice(0, 10) === text;
  if (!real(start, from) || !real(end, to) || end < start || end - start > 366 * DAY_MS)
    throw new SenError('statementRange');
}

export interface MoneyCommandServices {
  db: Kysely<Database>;
  access: AccountAccess;
  money: MoneyService;
  advances: CashAdvances;
}

export function registerMoneyCommands(registry: CommandRegistry, s: MoneyCommandServices): void {
  const own = async (ctx: CommandContext, sub: string) => {
    await s.access.requireOwn(requireCaller(ctx), sub);
    return sub;
  };
  const ranged = async (ctx: CommandContext, p: { subAccount: string; from: string; to: string }) => {
    const sub = await own(ctx, p.subAccount);
    checkRange(p.from, p.to);
    return sub;
  };
  registry.register(protocol.cashAdvanceInfoCommand, async (p, ctx) =>
    s.advances.info(s.db, await own(ctx, p.subAccount)),
  );
  registry.register(protocol.cashAdvanceCommand, (p, ctx) =>
    s.money.advance(requireCaller(ctx), ctx.request.session, p, originOf(ctx)),
  );
  registry.register(protocol.cashAdvanceHistoryCommand, async (p, ctx) => {
    const rows = await listMovements(s.db, await ranged(ctx, p), 'advance', p.from, p.to);
    return rows.map(toCashAdvance);
  });
  registry.register(protocol.cashTransferCommand, (p, ctx) =>
    s.money.cashTransfer(requireCaller(ctx), ctx.request.session, p, originOf(ctx)),
  );
  registry.register(protocol.cashTransferHistoryCommand, async (p, ctx) =>
    (await listMovements(s.db, await ranged(ctx, p), 'cash-transfer', p.from, p.to)).map(toCashTransfer),
  );
  registry.register(protocol.stockTransferCommand, (p, ctx) =>
    s.money.stockTransfer(requireCaller(ctx), ctx.request.session, p, originOf(ctx)),
  );
  registry.register(protocol.stockTransferHistoryCommand, async (p, ctx) =>
    (await listMovements(s.db, await ranged(ctx, p), 'stock-transfer', p.from, p.to)).map(toStockTransfer),
  );
  registry.register(protocol.cashStatementCommand, async (p, ctx) =>
    cashStatement(s.db, await ranged(ctx, p), p.from, p.to),
  );
  registry.register(protocol.stockStatementCommand, async (p, ctx) =>
    stockStatement(s.db, await ranged(ctx, p), p.from, p.to, p.symbol),
  );
}
