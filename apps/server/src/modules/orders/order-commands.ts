// Registers the OMS commands on the trading gateway: each handler is a line that names its service.
import * as protocol from '@sen/protocol';
import type { Kysely } from 'kysely';
import type { Database } from '../../plugins/storage/database-schema.ts';
import { originOf } from '../audit/audit-trail.ts';
import { AccountAccess } from '../identity/account-access.ts';
import { CustomerRepository } from '../identity/customer-repository.ts';
import { requireCaller, type CommandRegistry } from '../trading-gateway/command-registry.ts';
import type { ConditionalOrders } from './conditional-orders.ts';
import type { OrderAmend } from './order-amend.ts';
import type { OrderEntry } from './order-entry.ts';
import { fillsOf, findOrder, listOrders, toOrder } from './order-repository.ts';
import { SenError } from '../../plugins/errors/sen-error.ts';

export interface OrderCommandServices {
  db: Kysely<Database>;
  entry: OrderEntry;
  amend: OrderAmend;
  conditional: ConditionalOrders;
  today: () => string;
}

export function registerOrderCommands(registry: CommandRegistry, s: OrderCommandServices): void {
  const access = new AccountAccess(new CustomerRepository(s.db));
  registry.register(protocol.newOrderCommand, (p, ctx) =>
    s.entry.place(requireCaller(ctx), ctx.request.session, p, originOf(ctx)),
  );
  registry.register(protocol.editOrderCommand, (p, ctx) =>
    s.amend.edit(
      requireCaller(ctx),
      ctx.request.session,
      p.subAccount,
      p.orderNo,
      {
        ...(p.price === undefined ? {} : { price: p.price }),
        ...(p.volume === undefined ? {} : { volume: p.volume }),
      },
      p.pin,
      originOf(ctx),
    ),
  );
  registry.register(protocol.cancelOrderCommand, (p, ctx) =>
    s.amend.cancel(requireCaller(ctx), ctx.request.session, p.subAccount, p.orderNo, p.pin, originOf(ctx)),
  );
  registry.register(protocol.newConditionalOrderCommand, (p, ctx) =>
    s.conditional.create(requireCaller(ctx), ctx.request.session, p),
  );
  registry.register(protocol.cancelConditionalOrderCommand, (p, ctx) =>
    s.conditional.cancel(requireCaller(ctx), ctx.request.session, p.subAccount, Number(p.id), p.pin),
  );
  registry.register(protocol.conditionalOrderListCommand, async (p, ctx) => {
    await access.requireOwn(requireCaller(ctx), p.subAccount);
    return s.conditional.list(p.subAccount);
  });
  registry.register(protocol.orderListCommand, async (p, ctx) => {
    await access.requireOwn(requireCaller(ctx), p.subAccount);
    const rows = await listOrders(s.db, p.subAccount, p.list, s.today(), {
      ...(p.from ? { from: p.from } : {}),
      ...(p.to ? { to: p.to } : {}),
    });
    return rows.map(toOrder);
  });
  registry.register(protocol.orderDetailCommand, async (p, ctx) => {
    await access.requireOwn(requireCaller(ctx), p.subAccount);
    const row = /^\d+$/.test(p.orderNo) ? await findOrder(s.db, Number(p.orderNo)) : undefined;
    if (!row || row.sub_acnt_no !== p.subAccount) throw new SenError('orderCannotBeCancelledOrEdited');
    return { order: toOrder(row), fills: await fillsOf(s.db, row.id) };
  });
}
