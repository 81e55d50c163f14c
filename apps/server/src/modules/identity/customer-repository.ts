// SQL of customers and their sub-accounts.
import type { Insertable, Kysely, Selectable, Transaction } from 'kysely';
import type { CustomersTable, Database, SubAccountsTable } from '../../plugins/storage/database-schema.ts';
import { SqlStatement } from '../../plugins/storage/sql-statement.ts';

export type Customer = Selectable<CustomersTable>;
export type SubAccount = Selectable<SubAccountsTable>;
type Db = Kysely<Database> | Transaction<Database>;

export class CustomerRepository {
  constructor(readonly db: Kysely<Database>) {}

  byUsername(username: string, db: Db = this.db): Promise<Customer | undefined> {
    return db.selectFrom('customers').selectAll().where('username', '=', username).executeTakeFirst();
  }

  byId(id: number, db: Db = this.db): Promise<Customer | undefined> {
    return db.selectFrom('customers').selectAll().where('id', '=', id).executeTakeFirst();
  }

  /** The stored PIN hash alone: read on every PIN-gated call, so written once as SQL (sql-statement.ts). */
  async pinHash(id: number): Promise<string | undefined> {
    return (await selectPinHash.first(this.db, [id]))?.pin_hash;
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
    await db.updateTable('customers').set(changes).where('id', '=', id).execute();
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
