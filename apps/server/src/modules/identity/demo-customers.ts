// Demo customers seeded in demo mode (SEN_DEMO_USERS), listed in the README. Each owns a normal
// and a margin sub-account (M...) funded through the ledger with cash and a few holdings.
import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../../plugins/storage/database-schema.ts';
import type { CustomerRepository } from './customer-repository.ts';
import { hashSecret } from './password-hasher.ts';

interface DemoCustomer {
  username: string;
  fullName: string;
  acntNo: string;
  loginOtp: boolean;
  status: number;
  cash: number;
  marginCash: number;
  holdings: Array<{ symbol: string; quantity: number; price: number }>;
}

export const DEMO_PASSWORD = 'Demo@123';
const DEMO_PIN = '123456';

const DEMO_CUSTOMERS: readonly DemoCustomer[] = [
  {
    username: 'demo',
    fullName: 'Nguyễn Văn Demo',
    acntNo: '068C000001',
    loginOtp: false,
    status: 1,
    cash: 500_000_000,
    marginCash: 200_000_000,
    holdings: [
      { symbol: 'FPT', quantity: 1_000, price: 120_000 },
      { symbol: 'VNM', quantity: 2_000, price: 65_000 },
      { symbol: 'HPG', quantity: 5_000, price: 26_000 },
    ],
  },
  {
    username: 'demo2',
    fullName: 'Trần Thị Hai',
    acntNo: '068C000002',
    loginOtp: false,
    status: 1,
    cash: 100_000_000,
    marginCash: 50_000_000,
    holdings: [{ symbol: 'VCB', quantity: 500, price: 90_000 }],
  },
  {
    username: 'demootp',
    fullName: 'Lê Văn OTP',
    acntNo: '068C000003',
    loginOtp: true,
    status: 1,
    cash: 50_000_000,
    marginCash: 0,
    holdings: [],
  },
];

/** What seeding asks of the ledger (the LedgerService; identity sits below the ledger module). */
interface DemoFunding {
  deposit(
    trx: Transaction<Database>,
    m: { subAcntNo: string; amount: number; ref: string },
  ): Promise<unknown>;
  depositSecurities(
    trx: Transaction<Database>,
    m: { subAcntNo: string; symbol: string; quantity: number; cost: number; ref: string },
  ): Promise<unknown>;
}

/** Seeds the demo customers that do not exist yet; returns the usernames it created. */
export async function seedDemoCustomers(
  db: Kysely<Database>,
  customers: CustomerRepository,
  ledger: DemoFunding,
  now: number,
): Promise<string[]> {
  const created: string[] = [];
  const passwordHash = await hashSecret(DEMO_PASSWORD);
  const pinHash = await hashSecret(DEMO_PIN);
  for (const [index, demo] of DEMO_CUSTOMERS.entries()) {
    if (await customers.byUsername(demo.username)) continue;
    const normal = `${demo.acntNo.slice(-6)}1`;
    const margin = `M${demo.acntNo.slice(-6)}`;
    await db.transaction().execute(async (trx) => {
      const id = await customers.insert(
        {
          username: demo.username,
          password_hash: passwordHash,
          pin_hash: pinHash,
          full_name: demo.fullName,
          email: `${demo.username}@sen.example`,
          phone: `09000000${String(index + 1).padStart(2, '0')}`,
          id_number: `0010900000${String(index + 1).padStart(2, '0')}`,
          address: 'Hà Nội',
          branch_code: 'HO',
          status: demo.status,
          totp_secret: null,
          totp_pending: null,
          login_otp: demo.loginOtp ? 1 : 0,
          default_sub_account: normal,
          failed_logins: 0,
          retry_after: 0,
          locked_until: 0,
          created_at: now,
        },
        trx,
      );
      for (const sub of [normal, margin]) {
        await customers.insertSubAccount(
          {
            sub_acnt_no: sub,
            acnt_no: demo.acntNo,
            vsd_acnt_no: demo.acntNo,
            customer_id: id,
            status: 1,
            created_at: now,
          },
          trx,
        );
      }
      if (demo.cash > 0)
        await ledger.deposit(trx, { subAcntNo: normal, amount: demo.cash, ref: `demo-${normal}` });
      if (demo.marginCash > 0)
        await ledger.deposit(trx, { subAcntNo: margin, amount: demo.marginCash, ref: `demo-${margin}` });
      for (const h of demo.holdings) {
        await ledger.depositSecurities(trx, {
          subAcntNo: normal,
          symbol: h.symbol,
          quantity: h.quantity,
          cost: h.quantity * h.price,
          ref: `demo-${normal}-${h.symbol}`,
        });
      }
    });
    created.push(demo.username);
  }
  return created;
}
