// Wires the OMS from its dependencies: the writer, the follower of exchange events, the submitter
// and the entry/amend services. Used by the plugin, the integration tests and the benchmark.
import type { ExchangeEvent } from '@sen/exchange';
import type { MarketId } from '@sen/market';
import { AuditTrail } from '../audit/audit-trail.ts';
import { coalesceBalanceHints } from './balance-hints.ts';
import { ConditionalOrders } from './conditional-orders.ts';
import { orderStoreFor } from '../../plugins/storage/order-store/order-store-for.ts';
import { GroupCommit } from './group-commit.ts';
import { OrderAmend } from './order-amend.ts';
import type { OmsDeps } from './order-deps.ts';
import { OrderEntry } from './order-entry.ts';
import { OrderFollower } from './order-follower.ts';
import { OrderSubmitter } from './order-submitter.ts';

export interface Oms {
  writer: GroupCommit;
  entry: OrderEntry;
  amend: OrderAmend;
  follower: OrderFollower;
  submitter: OrderSubmitter;
  conditional: ConditionalOrders;
  /** Feed every exchange event here (order events of brokerage orders, session changes). */
  onExchangeEvent(event: ExchangeEvent): void;
}

export function createOms(
  deps: Omit<OmsDeps, 'writer' | 'store' | 'audit'> & { writer?: GroupCommit; audit?: AuditTrail },
): Oms {
  const late: { conditional?: ConditionalOrders } = {};
  const push = coalesceBalanceHints(deps.push);
  const writer = deps.writer ?? new GroupCommit(deps.db, 1_000, deps.onError);
  const full: OmsDeps = {
    ...deps,
    writer,
    // The store of the writer's connection, chosen once (plugins/storage/order-store/).
    store: orderStoreFor(deps.db, writer),
    audit: deps.audit ?? new AuditTrail(deps.db),
    // Conditional orders follow their child orders through the order events (after each commit).
    push: (username, data) => {
      push(username, data);
      if (data.type === 'order') late.conditional?.onOrder(data.order);
    },
  };
  // The writer's batches keep the ledger's in-memory balances in step (rolled back with a job or a batch).
  full.writer.observe(deps.ledger.balanceStore);
  full.writer.observe(full.store);
  const follower = new OrderFollower(full);
  const submitter = new OrderSubmitter(full, follower);
  const entry = new OrderEntry(full, submitter);
  const amend = new OrderAmend(full, follower, submitter);
  const conditional = new ConditionalOrders(full, entry, amend);
  late.conditional = conditional;
  return {
    writer: full.writer,
    entry,
    conditional,
    amend,
    follower,
    submitter,
    onExchangeEvent(event) {
      if (event.type === 'order') follower.onEvent(event);
      else if (event.type === 'session') {
        submitter.onSession(event.market as MarketId, event.phase);
        conditional.onSession(event.market as MarketId, event.phase);
      }
    },
  };
}
