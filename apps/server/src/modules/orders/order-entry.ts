// NewOrder: signature and PIN first; then one job of the single writer checks the account, the
// order (pure checks) and the balance (the ledger's in-memory balances), writes the order (status
// S, or Q when it waits for the next session; a refId used before gives the order made under it)
// and blocks its cash or shares, all in one transaction. Only after that commit is the order sent
// to the exchange (a Q order handed to the submitter, which sends it when its session opens) and
// acknowledged: an acknowledged order is on disk.
import { hash } from 'node:crypto';
import type { CommandParams, NewOrderCommand, Order, OrderSignatureInput } from '@sen/protocol';
import type { MarketId } from '@sen/market';
import { isMarginSubAccount, orderSignatureString } from '@sen/protocol';
import type { Transaction } from 'kysely';
import type { Database } from '../../plugins/storage/database-schema.ts';
import { systemOrigin, type RequestOrigin } from '../audit/audit-trail.ts';
import { CASH } from '../ledger/ledger-rules.ts';
import type { Caller } from '../trading-gateway/command-registry.ts';
import { SenError } from '../../plugins/errors/sen-error.ts';
import type { InstrumentInfo, OmsDeps } from './order-deps.ts';
import { toOrder } from './order-repository.ts';
import type { OrderSubmitter } from './order-submitter.ts';
import { checkNewOrder, type CheckedOrder } from './pre-trade-checks.ts';
import { reservedSession, type ReservedSession } from './reserved-session.ts';

type Params = CommandParams<NewOrderCommand>;

interface EntryOrder {
  sub: string;
  symbol: string;
  side: 'B' | 'S';
  price: Params['price'];
  volume: number;
  refId: string;
  signature: string;
  nextSession: boolean;
  /** Where the request came from, for its slip in the audit trail. */
  origin: RequestOrigin;
}

/**
 * The order signature (spec §5: SHA-256 hex of protocol's canonical string) with node's native
 * SHA-256: the same digest as protocol's `orderSignature`, which hashes in JavaScript (it also runs
 * in the browser). Undefined for fields the signature cannot cover.
 */
function signatureOf(input: OrderSignatureInput): string | undefined {
  let text: string;
  try {
    text = orderSignatureString(input);
  } catch {
    return undefined;
  }
  return hash('sha256', text, 'hex');
}

export class OrderEntry {
  constructor(
    private readonly deps: OmsDeps,
    private readonly submitter: OrderSubmitter,
  ) {}

  async place(
    caller: Caller,
    session: string,
    p: Params,
    origin: RequestOrigin = systemOrigin(this.deps.wallNow?.() ?? Date.now()),
  ): Promise<Order> {
    const [sub, symbol, side, price, volume, pin, refId, signature] = [
      p.subAccount,
      p.symbol,
      p.side,
      p.price,
      p.volume,
      p.pin,
      p.refId,
      p.signature,
    ];
    if (signatureOf({ price, side, volume, account: sub, symbol, refId }) !== signature.toLowerCase())
      throw new SenError('cannotPlaceOrder');
    // The force-sell refIds are the risk watcher's alone (they mark orders the customer cannot touch).
    if (this.deps.margin?.isForced(refId)) throw new SenError('forceSellOrder');
    await this.deps.pins.verify(caller, session, pin);
    return this.enter(caller, {
      sub,
      symbol,
      side,
      price,
      volume,
      refId,
      signature,
      nextSession: p.nextSession ?? false,
      origin,
    });
  }

  /** Places an order the broker itself authorised (a triggered conditional order): signed here. */
  placeTrusted(
    caller: Caller,
    o: Omit<EntryOrder, 'signature' | 'nextSession' | 'origin'> & { origin?: RequestOrigin },
  ): Promise<Order> {
    const signature = signatureOf({
      price: o.price,
      side: o.side,
      volume: o.volume,
      account: o.sub,
      symbol: o.symbol,
      refId: o.refId,
    });
    if (signature === undefined) throw new SenError('cannotPlaceOrder');
    return this.enter(caller, {
      ...o,
      signature,
      nextSession: false,
      origin: o.origin ?? systemOrigin(this.deps.wallNow?.() ?? Date.now()),
    });
  }

  private async enter(caller: Caller, o: EntryOrder): Promise<Order> {
    const { sub, symbol, side, price, volume, refId, signature } = o;
    // Everything that reads the database runs inside the writer's job: one connection, no waiting
    // between batches, and the checks see exactly the state the order is written against.
    // A refId the sub-account has used already gives the order made under it, whatever the checks
    // say now: it is looked up when the checks refuse or the insert meets it, so a new order costs
    // no read of it (the order store: order-store.ts).
    const store = this.deps.store;
    /** When the order was checked, market clock (a reserved one goes only in a phase begun later). */
    let placedAt = 0;
    const { row, fresh } = await this.deps.writer.run(async (trx) => {
      const known = async (refusal?: SenError) => {
        const row = await store.findByRef(trx, sub, refId);
        if (row) return { row, fresh: false };
        throw refusal ?? new Error(`order ${sub}/${refId} neither inserted nor found`);
      };
      let checked: CheckedOrder;
      let instrument: InstrumentInfo | undefined;
      let session: ReservedSession | undefined;
      let credit: number;
      try {
        const account = await store.account(trx, sub);
        if (!account || account.customer_id !== caller.customerId)
          throw new SenError('userCannotViewAccount');
        instrument = this.deps.market.instrument(symbol);
        placedAt = this.deps.market.time();
        const result = checkNewOrder(
          { side, price, volume, nextSession: o.nextSession },
          {
            customerStatus: account.customer_status,
            accountStatus: account.status,
            depositoryPending: account.vsd_acnt_no === '',
            instrument,
            band: instrument,
            phase: instrument ? this.deps.market.phase(instrument.market) : 'CLOSED',
            ahead: () => (session ??= this.sessionOf(instrument!.market)).phases,
          },
        );
        if (!result.ok) throw SenError.ofCode(result.code);
        checked = result;
        credit = await this.requireBalance(
          trx,
          {
            sub,
            symbol,
            volume,
            price: checked.price ?? instrument!.floor,
            stock: instrument!.kind !== 'future',
            refId,
          },
          checked,
        );
        // Futures: no opening contracts past the account's margin limit (-6032, ledger/futures-margin.ts).
        if (instrument!.kind === 'future')
          await this.deps.ledger.futures.requireOpeningMargin(trx, {
            sub,
            symbol,
            side,
            volume,
            margin: checked.block.amount,
          });
      } catch (error) {
        if (error instanceof SenError) return known(error); // a refusal
        throw error;
      }
      const now = this.deps.now();
      const values = {
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
        // A reserved order's trade date is the day it is due to be sent (its day's end expires it).
        trade_date: checked.reserved
          ? (session ??= this.sessionOf(instrument!.market)).date
          : this.deps.market.tradingDate(),
        exchange_order_id: null,
        blocked: checked.block.amount,
        changes: 0,
        created_at: now,
        updated_at: now,
        placed_at: placedAt,
      };
      const inserted = await store.insert(trx, values);
      if (!inserted) return known();
      await this.deps.audit.record(
        {
          event: 'order.new',
          account: sub,
          username: caller.username,
          ref: String(inserted.id),
          symbol,
          side,
          orderType: checked.type,
          price: checked.price,
          volume,
          origin: o.origin,
          detail: { refId, status: inserted.status },
        },
        trx,
      );
      const hold = { subAcntNo: sub, ref: `ord-${inserted.id}` };
      if (checked.block.asset === 'cash') {
        // A margin buy: its own cash blocked, the rest lent into its blocked cash (margin-lending.ts).
        if (checked.block.amount > credit)
          await this.deps.ledger.blockCash(trx, { ...hold, amount: checked.block.amount - credit });
        if (credit > 0) await this.deps.margin!.hold(trx, { orderId: inserted.id, sub, symbol, credit });
      } else await this.deps.ledger.blockShares(trx, { ...hold, symbol, quantity: checked.block.amount });
      return { row: inserted, fresh: true };
    });
    // The same refId again gives the order already made, never a second one; another order under it is -6004.
    if (row.signature !== signature.toLowerCase()) throw new SenError('orderAlreadyProcessed');
    if (!fresh) return toOrder(row);
    this.deps.push(caller.username, { type: 'balance', subAcntNo: sub });
    if (row.status === 'Q') {
      // Waits for a phase that takes it and begins after it was placed (the submitter's one rule):
      // sent at once only if such a phase began while it was being written. A next-session order
      // placed in a phase that takes it (p9 in continuous matching) waits for the next one.
      this.submitter.reserve(row);
      return toOrder(row);
    }
    if (row.status !== 'S') return toOrder(row);
    return this.submitter.submit(row);
  }

  private sessionOf(market: MarketId): ReservedSession {
    return reservedSession(market, this.deps.market.time(), this.deps.market.tradingDate());
  }

  /** Checks the cash or shares the order blocks; returns the margin credit a buy borrows (0: none). */
  private async requireBalance(
    trx: Transaction<Database>,
    o: { sub: string; symbol: string; volume: number; price: number; stock: boolean; refId: string },
    checked: CheckedOrder,
  ): Promise<number> {
    // Inside the writer's job: from the ledger's in-memory balances (SQLite), checked and blocked in
    // the same job, so no other order can spend the same money in between.
    const available = (asset: string) => this.deps.ledger.available(trx, o.sub, asset);
    // Margin lends on limit buys and watches sells of securities (futures keep their own margin).
    const margin = o.stock && isMarginSubAccount(o.sub) ? this.deps.margin : undefined;
    if (checked.block.asset === 'cash') {
      const cash = await available(CASH);
      const amount = checked.block.amount;
      if (margin && checked.price !== null && amount > cash)
        return margin.creditForBuy(trx, {
          sub: o.sub,
          symbol: o.symbol,
          amount,
          cash,
          value: o.price * o.volume,
        });
      if (cash < amount) throw new SenError('insufficientBuyingPower');
      return 0;
    }
    if ((await available(o.symbol)) < checked.block.amount) throw new SenError('insufficientSecurities');
    if (margin) await margin.checkSell(trx, o);
    return 0;
  }
}
