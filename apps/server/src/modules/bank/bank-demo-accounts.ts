// Demo mode: every customer gets two registered beneficiary accounts, so both outcomes of a
// withdrawal can be seen: Vietcombank (the simulated bank confirms: success) and Techcombank
// (marked `bankError`: the simulated bank always fails and the money comes back).
import { insertBankAccounts, customersWithoutBankAccounts, type Db } from './bank-repository.ts';

export async function seedDemoBankAccounts(db: Db, now: number): Promise<number> {
  const customers = await customersWithoutBankAccounts(db);
  const id = (n: number) => String(n).padStart(6, '0');
  await insertBankAccounts(
    db,
    customers.flatMap((c) => [
      {
        customer_id: c.id,
        bank_code: 'VCB',
        bank_name: 'Vietcombank',
        account_no: `0011000${id(c.id)}`,
        holder: c.full_name,
        demo_outcome: null,
        created_at: now,
      },
      {
        customer_id: c.id,
        bank_code: 'TCB',
        bank_name: 'Techcombank',
        account_no: `1903000${id(c.id)}`,
        holder: c.full_name,
        demo_outcome: 'bankError',
        created_at: now,
      },
    ]),
  );
  return customers.length;
}
