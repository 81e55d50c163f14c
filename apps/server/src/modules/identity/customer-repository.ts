// SQL of customers and their sub-accounts.
import type { Insertable, Kysely, Selectable, Transaction } from 'kysely';
import type { CustomersTable, Database, SubAccountsTable } from '../../plugins/storage/database-schema.ts';
import { SqlStatement } from '../../plugins/storage/sql-statement.ts';

export type Customer = Selectable<CustomersTable>;
export type SubAccount = Selectable<SubAccountsTable>;
type Db = Kysely<Database> | Transaction<Database>;

/** PIN hashes kept at most (a new one past it starts the memory afresh). */
const MAX_KEPT_PIN_HASHES = 100_000;

export class CustomerRepository {
  /** Stored PIN hashes kept by customer id, when no other process writes this database. */
  private readonly pinHashes: Map<number, string> | undefined;
  /** Counts the starts and ends of PIN writes: a read that overlapped one is not kept. */
  private pinWrites = 0;

  /**
   * @param options.keepPinHashes keep each customer's PIN hash after its first read: only for a
   *   database no other node shares (SQLite), where every change of one goes through `update`
   *   (ChangePin) or is an account's first PIN, set before it can sign in (activation, approval)
   */
  constructor(
    readonly db: Kysely<Database>,
    options: { keepPinHashes?: boolean } = {},
  ) {
    this.pinHashes = options.keepPinHashes ? new Map() : undefined;
  }

  byUsername(username: string, db: Db = this.db): Promise<Customer | undefined> {
    return db.selectFrom('customers').selectAll().where('username', '=', username).executeTakeFirst();
  }

  byId(id: number, db: Db = this.db): Promise<Customer | undefined> {
    return db.selectFrom('customers').selectAll().where('id', '=', id).executeTakeFirst();
  }

  /**
   * The stored PIN hash alone: asked for on every PIN-gated call, so written once as SQL
   * (sql-statement.ts), and kept when the database is this node's alone (a one-row read on the
   * event loop's SQLite connection cost about 12 µs an order, docs/performance.md).
   */
  async pinHash(id: number): Promise<string | undefined> {
    const kept = this.pinHashes?.get(id);
    if (kept !== undefined) return kept;
    const writes = this.pinWrites;
    const hash = (await selectPinHash.first(this.db, [id]))?.pin_hash;
    if (hash !== undefined && this.pinHashes && writes === this.pinWrites) {
      if (this.pinHashes.size >= MAX_KEPT_PIN_HASHES) this.pinHashes.clear();
      this.pinHashes.set(id, hash);
    }
    return hash;
  }

  async insert(customer: Omit<Insertable<CustomersTable>, 'id'>, db: Db = this.db): Promise<number> {
    const row = await db.insertInto('customers').values(customer).returning('id').executeTakeFirstOrThrow();
    return row.id;
  }

  async update(
    id: number,
    changes: Partial<Omit<Customer, 'id' | 'username'>>,
    db: Db = this.db,
  ): Promise<void> {
    const pin = changes.pin_hash !== undefined && this.pinHashes !== undefined;
    if (pin) this.forgetPin(id);
    await db.updateTable('customers').set(changes).where('id', '=', id).execute();
    if (pin) this.forgetPin(id);
  }

  /** Drops a kept PIN hash; reads under way meanwhile keep nothing. */
  private forgetPin(id: number): void {
    this.pinWrites += 1;
    this.pinHashes?.delete(id);
  }

  subAccounts(customerId: number, db: Db = this.db): Promise<SubAccount[]> {
    return db
      .selectFrom('sub_accounts')
      .selectAll()
      .where('customer_id', '=', customerId)
      .orderBy('sub_acnt_no')
      .execute();
  }

  subAccount(subAcntNo: string, db: Db = this.db): Promise<SubAccount | undefined> {
    return db.selectFrom('sub_accounts').selectAll().where('sub_acnt_no', '=', subAcntNo).executeTakeFirst();
  }

  async insertSubAccount(account: SubAccount, db: Db = this.db): Promise<void> {
    await db.insertInto('sub_accounts').values(account).execute();
  }
}

const selectPinHash = new SqlStatement<{ pin_hash: string }>('select pin_hash from customers where id = ?');
