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
import { OrderRejection } from './order-rejection.ts';

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
      p.p1,
      p.p2,
      { ...(p.p3 === undefined ? {} : { price: p.p3 }), ...(p.p4 === undefined ? {} : { volume: p.p4 }) },
      p.p5,
      originOf(ctx),
    ),
  );
  registry.register(protocol.cancelOrderCommand, (p, ctx) =>
    s.amend.cancel(requireCaller(ctx), ctx.request.session, p.p1, p.p2, p.p3, originOf(ctx)),
  );
  registry.register(protocol.newConditionalOrderCommand, (p, ctx) =>
    s.conditional.create(requireCaller(ctx), ctx.request.session, p),
  );
  registry.register(protocol.cancelConditionalOrderCommand, (p, ctx) =>
    s.conditional.cancel(requireCaller(ctx), ctx.request.session, p.p1, Number(p.p2), p.p3),
  );
  registry.register(protocol.conditionalOrderListCommand, async (p, ctx) => {
    await access.requireOwn(requireCaller(ctx), p.p1);
    return s.conditional.list(p.p1);
  });
  registry.register(protocol.orderListCommand, async (p, ctx) => {
    await access.requireOwn(requireCaller(ctx), p.p1);
    const rows = await listOrders(s.db, p.p1, p.p2, s.today(), {
      ...(p.p3 ? { from: p.p3 } : {}),
      ...(p.p4 ? { to: p.p4 } : {}),
    });
    return rows.map(toOrder);
  });
  registry.register(protocol.orderDetailCommand, async (p, ctx) => {
    await access.requireOwn(requireCaller(ctx), p.p1);
    const row = /^\d+$/.test(p.p2) ? await findOrder(s.db, Number(p.p2)) : undefined;
    if (!row || row.sub_acnt_no !== p.p1) throw new OrderRejection(-8003);
    return { order: toOrder(row), fills: await fillsOf(s.db, row.id) };
  });
}
