// NewOrder: signature, PIN, account and refId first; then the pure checks; then one job of the
// single writer re-checks the refId and the balance, writes the order (status S, or Q when it waits
// for the next session) and blocks its cash or shares, all in one transaction. Only after that
// commit is the order sent to the exchange and acknowledged: an acknowledged order is on disk.
import type { CommandParams, NewOrderCommand, Order } from '@sen/protocol';
import { orderSignature, verifyOrderSignature } from '@sen/protocol';
import type { Transaction } from 'kysely';
import type { Database } from '../../plugins/storage/database-schema.ts';
import { CustomerRepository } from '../identity/customer-repository.ts';
import { bucketSum } from '../ledger/ledger-repository.ts';
import { CASH } from '../ledger/ledger-rules.ts';
import type { Caller } from '../trading-gateway/command-registry.ts';
import type { OmsDeps } from './order-deps.ts';
import { findByRef, insertOrder, toOrder } from './order-repository.ts';
import { OrderRejection } from './order-rejection.ts';
import type { OrderSubmitter } from './order-submitter.ts';
import { checkNewOrder, type CheckedOrder } from './pre-trade-checks.ts';

type Params = CommandParams<NewOrderCommand>;

interface EntryOrder {
  sub: string;
  symbol: string;
  side: 'B' | 'S';
  price: Params['p4'];
  volume: number;
  refId: string;
  signature: string;
  nextSession: boolean;
}

/** Available balance of cash or of one symbol's shares, inside the writer's transaction. */
export const availableOf = (trx: Transaction<Database>, account: string, asset: string): Promise<number> =>
  bucketSum(trx, { account, asset, bucket: 'available', settleDate: '' });

export class OrderEntry {
  private readonly customers: CustomerRepository;

  constructor(
    private readonly deps: OmsDeps,
    private readonly submitter: OrderSubmitter,
  ) {
    this.customers = new CustomerRepository(deps.db);
  }

  async place(caller: Caller, session: string, p: Params): Promise<Order> {
    const [sub, symbol, side, price, volume, pin, refId, signature] = [
      p.p1,
      p.p2,
      p.p3,
      p.p4,
      p.p5,
      p.p6,
      p.p7,
      p.p8,
    ];
    if (!verifyOrderSignature({ price, side, volume, account: sub, symbol, refId }, signature))
      throw new OrderRejection(-6037, 'Chữ ký lệnh không hợp lệ');
    await this.deps.pins.verify(caller, session, pin);
    return this.enter(caller, {
      sub,
      symbol,
      side,
      price,
      volume,
      refId,
      signature,
      nextSession: p.p9 ?? false,
    });
  }

  /** Places an order the broker itself authorised (a triggered conditional order): signed here. */
  placeTrusted(caller: Caller, o: Omit<EntryOrder, 'signature' | 'nextSession'>): Promise<Order> {
    const signature = orderSignature({
      price: o.price,
      side: o.side,
      volume: o.volume,
      account: o.sub,
      symbol: o.symbol,
      refId: o.refId,
    });
    return this.enter(caller, { ...o, signature, nextSession: false });
  }

  private async enter(caller: Caller, o: EntryOrder): Promise<Order> {
    const { sub, symbol, side, price, volume, refId, signature } = o;
    // Everything that reads the database runs inside the writer's job: one connection, no waiting
    // between batches, and the checks see exactly the state the order is written against.
    const { row, fresh } = await this.deps.writer.run(async (trx) => {
      const known = await findByRef(trx, sub, refId);
      if (known) return { row: known, fresh: false };
      const account = await this.customers.subAccount(sub, trx);
      if (!account || account.customer_id !== caller.customerId) throw new OrderRejection(-6030);
      const customer = await this.customers.byId(caller.customerId, trx);
      const instrument = this.deps.market.instrument(symbol);
      const checked = checkNewOrder(
        { side, price, volume, nextSession: o.nextSession },
        {
          customerStatus: customer?.status ?? 0,
          accountStatus: account.status,
          instrument,
          band: instrument,
          phase: instrument ? this.deps.market.phase(instrument.market) : 'CLOSED',
        },
      );
      if (!checked.ok) throw new OrderRejection(checked.code);
      await this.requireBalance(trx, sub, symbol, checked);
      // Futures: no opening contracts past the account's margin limit (-6032, ledger/futures-margin.ts).
      if (instrument!.kind === 'future')
        await this.deps.ledger.futures.requireOpeningMargin(trx, {
          sub,
          symbol,
          side,
          volume,
          margin: checked.block.amount,
        });
      const now = this.deps.now();
      const inserted = await insertOrder(trx, {
        ref_id: refId,
        signature: signature.toLowerCase(),
        sub_acnt_no: sub,
        username: caller.username,
        symbol,
        market: instrument!.market,
        kind: instrument!.kind,
        side,
        order_type: checked.type,
        price: checked.price,
        volume,
        matched_volume: 0,
        matched_value: 0,
        status: checked.reserved ? 'Q' : 'S',
        message_no: 0,
        next_session: checked.reserved ? 1 : 0,
        trade_date: this.deps.market.tradingDate(),
        exchange_order_id: null,
        blocked: checked.block.amount,
        changes: 0,
        created_at: now,
        updated_at: now,
      });
      const hold = { subAcntNo: sub, ref: `ord-${inserted.id}` };
      if (checked.block.asset === 'cash')
        await this.deps.ledger.blockCash(trx, { ...hold, amount: checked.block.amount });
      else await this.deps.ledger.blockShares(trx, { ...hold, symbol, quantity: checked.block.amount });
      return { row: inserted, fresh: true };
    });
    // The same refId again gives the order already made, never a second one; another order under it is -6004.
    if (row.signature !== signature.toLowerCase()) throw new OrderRejection(-6004);
    if (!fresh) return toOrder(row);
    this.deps.push(caller.username, { type: 'balance', subAcntNo: sub });
    if (row.status !== 'S') return toOrder(row);
    return this.submitter.submit(row);
  }

  private async requireBalance(
    trx: Transaction<Database>,
    sub: string,
    symbol: string,
    checked: CheckedOrder,
  ): Promise<void> {
    if (checked.block.asset === 'cash') {
      if ((await availableOf(trx, sub, CASH)) < checked.block.amount) throw new OrderRejection(-6012);
    } else if ((await availableOf(trx, sub, symbol)) < checked.block.amount) throw new OrderRejection(-6013);
  }
}
