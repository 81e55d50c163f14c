// What the OMS services need from the rest of the server, as narrow interfaces (tests and the
// benchmark pass their own): the market (instruments, phases, the exchange), the ledger, the
// writer, the PIN gate, the private event channel and the market's business date.
import type { AuditTrail } from '../audit/audit-trail.ts';
import type { Amendment, CommandResult, OrderRequest } from '@sen/exchange';
import type { InstrumentKind, MarketId, Phase } from '@sen/market';
import type { ConditionalOrder, Order } from '@sen/protocol';
import type { Kysely, Transaction } from 'kysely';
import type { Posting } from '../ledger/ledger-rules.ts';
import type { Database } from '../../plugins/storage/database-schema.ts';
import type { Caller } from '../trading-gateway/command-registry.ts';
import type { LedgerService } from '../ledger/ledger-service.ts';
import type { GroupCommit } from './group-commit.ts';
import type { OrderEffect } from './order-machine.ts';
import type { OrderStore } from './order-store.ts';
import type { OrderRow } from './order-repository.ts';

export interface InstrumentInfo {
  market: MarketId;
  kind: InstrumentKind;
  ceiling: number;
  floor: number;
}

export interface MarketAccess {
  instrument(symbol: string): InstrumentInfo | undefined;
  phase(market: MarketId): Phase;
  tradingDate(): string;
  /** Market time the exchange has reached, epoch ms (the market clock's, never the wall clock). */
  time(): number;
  submit(order: OrderRequest): CommandResult;
  cancel(orderId: string): CommandResult;
  replace(orderId: string, change: Amendment): CommandResult;
}

/** Checks the trading PIN of a session (throws -8005). */
export interface PinCheck {
  verify(caller: Caller, session: string, pin: string): Promise<void>;
}

/**
 * Margin lending's part in the order path (modules/margin/margin-lending.ts); without it every buy
 * needs its cash. All run inside the writer's job, in the order's transaction.
 */
export interface MarginHooks {
  /** A buy blocking `amount` with `cash` available: the credit it borrows (0: none); refuses -6012, -6045, -6032. */
  creditForBuy(
    trx: Transaction<Database>,
    o: { sub: string; symbol: string; amount: number; cash: number; value: number },
  ): Promise<number>;
  /**
   * A sell of a margin sub-account: refuses -6668 when it would break the margin ratio (not the
   * risk watcher's force-sells, `refId` with the force-sell prefix).
   */
  checkSell(
    trx: Transaction<Database>,
    o: { sub: string; symbol: string; volume: number; price: number; refId: string },
  ): Promise<void>;
  /** Lends a buy's credit into its blocked cash (its ledger entry and the order's share). */
  hold(
    trx: Transaction<Database>,
    o: { orderId: number; sub: string; symbol: string; credit: number },
  ): Promise<void>;
  /** The loan postings of a buy's fill spending `cost` of the `held` it blocked (joins the fill's entry). */
  loanOfFill(
    trx: Transaction<Database>,
    row: OrderRow,
    fill: { ref: string; cost: number; held: number },
  ): Promise<Posting[]>;
  /** Gives back the unused credit in `amount` released by a buy; returns the own cash left to unblock. */
  release(trx: Transaction<Database>, row: OrderRow, amount: number, ref: string): Promise<number>;
  /** A force-sell order (placed by the risk watcher): the customer cannot edit or cancel it (-6669). */
  isForced(refId: string): boolean;
}

export interface OmsDeps {
  db: Kysely<Database>;
  /** The order slips (R11): one per accepted order request, in the transaction that writes it. */
  audit: AuditTrail;
  writer: GroupCommit;
  /** An order's own row inside the writer's jobs (order-store.ts). */
  store: OrderStore;
  ledger: LedgerService;
  market: MarketAccess;
  pins: PinCheck;
  /**
   * The market clock (`app.market.now`): what orders and conditional orders are stamped with
   * (created_at, updated_at; the customer sees them in market time).
   */
  now: () => number;
  /** The wall clock of the audit slips of requests the broker makes itself (default Date.now), as the gateway's. */
  wallNow?: () => number;
  /** A job of the follower failed (logged by the server; never silent). */
  onError: (error: unknown) => void;
  /** Margin lending (absent: cash only). */
  margin?: MarginHooks;
  /** An order changed (after commit): its row before and after, and the change's effects (notifications). */
  onChanged?: (before: OrderRow, after: OrderRow, effects: readonly OrderEffect[]) => void;
  /** Sends a private `Event` to the user's sockets. */
  push: (
    username: string,
    data:
      | { type: 'order'; order: Order }
      | { type: 'balance'; subAcntNo: string }
      | { type: 'conditional'; conditional: ConditionalOrder },
  ) => void;
}
