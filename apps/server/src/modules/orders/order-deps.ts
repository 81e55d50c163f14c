// What the OMS services need from the rest of the server, as narrow interfaces (tests and the
// benchmark pass their own): the market (instruments, phases, the exchange), the ledger, the
// writer, the PIN gate, the private event channel and the market's business date.
import type { Amendment, CommandResult, OrderRequest } from '@sen/exchange';
import type { InstrumentKind, MarketId, Phase } from '@sen/market';
import type { ConditionalOrder, Order } from '@sen/protocol';
import type { Kysely } from 'kysely';
import type { Database } from '../../plugins/storage/database-schema.ts';
import type { Caller } from '../trading-gateway/command-registry.ts';
import type { LedgerService } from '../ledger/ledger-service.ts';
import type { GroupCommit } from './group-commit.ts';
import type { OrderEffect } from './order-machine.ts';
import type { OrderMemory } from './order-memory.ts';
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
  submit(order: OrderRequest): CommandResult;
  cancel(orderId: string): CommandResult;
  replace(orderId: string, change: Amendment): CommandResult;
}

/** Checks the trading PIN of a session (throws -8005). */
export interface PinCheck {
  verify(caller: Caller, session: string, pin: string): Promise<void>;
}

export interface OmsDeps {
  db: Kysely<Database>;
  writer: GroupCommit;
  /** The orders the writer just wrote, for its thread's fast batches (order-memory.ts). */
  memory: OrderMemory;
  ledger: LedgerService;
  market: MarketAccess;
  pins: PinCheck;
  now: () => number;
  /** A job of the follower failed (logged by the server; never silent). */
  onError: (error: unknown) => void;
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
