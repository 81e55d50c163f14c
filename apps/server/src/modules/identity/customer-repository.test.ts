// The PIN hashes a single node keeps (CustomerRepository, keepPinHashes on SQLite): read once, then
// from memory; a PIN written through the repository is read again at once, also by a read that was
// under way while it was written; without keepPinHashes (a database other nodes share) every call
// reads the row.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SqlStatement } from '../../plugins/storage/sql-statement.ts';
import { testDatabases, type TestDatabase } from '../../plugins/storage/test-databases.ts';
import { CustomerRepository } from './customer-repository.ts';
import { testCustomerRow } from './test-customer-row.ts';

const [[, openSqlite]] = testDatabases() as [[string, () => Promise<TestDatabase>]];

let t: TestDatabase | undefined;
afterEach(async () => {
  vi.restoreAllMocks();
  await t?.drop();
  t = undefined;
});

async function withCustomer(keepPinHashes: boolean) {
  t = await openSqlite();
  const customers = new CustomerRepository(t.db, { keepPinHashes });
  const id = await customers.insert(testCustomerRow('pinkeeper', { pin_hash: 'pin-hash-1' }));
  const reads = vi.spyOn(SqlStatement.prototype, 'first');
  const pinReads = () =>
    reads.mock.contexts.filter((s) => (s as SqlStatement<unknown>).text.startsWith('select pin_hash')).length;
  return { customers, id, db: t.db, pinReads };
}

describe('the PIN hashes a single node keeps', () => {
  it('reads the row once, then again after a PIN written through the repository', async () => {
    const { customers, id, pinReads } = await withCustomer(true);
    expect(await customers.pinHash(id)).toBe('pin-hash-1');
    expect(await customers.pinHash(id)).toBe('pin-hash-1');
    expect(await customers.pinHash(id)).toBe('pin-hash-1');
    expect(pinReads()).toBe(1);
    await customers.update(id, { pin_hash: 'pin-hash-2' });
    expect(await customers.pinHash(id)).toBe('pin-hash-2');
    expect(pinReads()).toBe(2);
    // Other columns leave the kept hash alone.
    await customers.update(id, { phone: '0900000002' });
    expect(await customers.pinHash(id)).toBe('pin-hash-2');
    expect(pinReads()).toBe(2);
  });

  it('keeps nothing a read under way while a PIN was written got', async () => {
    const { customers, id, db } = await withCustomer(true);
    // The read waits behind a transaction holding the connection; ChangePin's write queues after it.
    let release!: () => void;
    const held = db.transaction().execute(async (trx) => {
      await trx.selectFrom('customers').select('id').execute();
      await new Promise<void>((resolve) => (release = resolve));
    });
    await new Promise((resolve) => setTimeout(resolve, 10));
    const during = customers.pinHash(id);
    const write = customers.update(id, { pin_hash: 'pin-hash-2' });
    release();
    await held;
    expect(await during).toBe('pin-hash-1'); // the row as it was when the read ran
    await write;
    expect(await customers.pinHash(id)).toBe('pin-hash-2');
  });

  it('reads the row on every call where other nodes may change it', async () => {
    const { customers, id, db, pinReads } = await withCustomer(false);
    expect(await customers.pinHash(id)).toBe('pin-hash-1');
    // Another node's ChangePin: the row changes without this repository.
    await db.updateTable('customers').set({ pin_hash: 'pin-hash-2' }).where('id', '=', id).execute();
    expect(await customers.pinHash(id)).toBe('pin-hash-2');
    expect(pinReads()).toBe(2);
  });
});
