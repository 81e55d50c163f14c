// Table types of the Kysely query builder. Money and quantities are integers (VND, shares);
// times are epoch milliseconds stored as BIGINT (read back as numbers, see create-database.ts).
import type { Generated } from 'kysely';
import type {
  MoneyMovementsTable,
  BankAccountsTable,
  BankTransfersTable,
  MarginAccountsTable,
  MarginLoansTable,
  MarginOrderCreditTable,
  NotificationsTable,
  BondOrdersTable,
  EntitlementsTable,
  RightsRegistrationsTable,
  AuditTrailTable,
} from './money-tables.ts';
import type { PriceAlertsTable } from './alert-tables.ts';

export type { MoneyMovementsTable, BankAccountsTable, BankTransfersTable, MarginLoansTable, AuditTrailTable };

export interface CustomersTable {
  id: Generated<number>;
  username: string;
  password_hash: string;
  pin_hash: string;
  full_name: string;
  email: string;
  phone: string;
  id_number: string;
  address: string;
  branch_code: string;
  /** 0 pending activation, 1 activated, other cancelled (spec §3). */
  status: number;
  /** Base32 TOTP secret of an authenticator app; null means codes travel by the (demo) SMS outbox. */
  totp_secret: string | null;
  /** A secret of TotpSetup awaiting its first code (TotpConfirm); migration 029 cleared those from before the PIN. */
  totp_pending: string | null;
  /** 1 when login asks for an OTP (p5). */
  login_otp: number;
  default_sub_account: string;
  failed_logins: number;
  /** No login attempt is checked before this time (slow-down after failures). */
  retry_after: number;
  locked_until: number;
  created_at: number;
  /** Guess limit of the trading PIN (migration 011): claimed attempts, slow-down and lock. */
  pin_failures: Generated<number>;
  pin_retry_after: Generated<number>;
  pin_locked_until: Generated<number>;
  /** Guess limit of authenticator-app (TOTP) codes (migration 011). */
  otp_failures: Generated<number>;
  otp_retry_after: Generated<number>;
  otp_locked_until: Generated<number>;
  /** Time step of the last authenticator code accepted (migration 028): no code of a step <= it is. */
  last_totp_step: Generated<number | null>;
}

export interface SubAccountsTable {
  sub_acnt_no: string;
  acnt_no: string;
  vsd_acnt_no: string;
  customer_id: number;
  status: number;
  created_at: number;
}

interface SessionsTable {
  /** SHA-256 of the session id: the id itself is never stored. */
  id_hash: string;
  customer_id: number;
  username: string;
  created_at: number;
  last_seen_at: number;
  ended_at: number | null;
  end_reason: string | null;
}

interface OtpCodesTable {
  id: Generated<number>;
  customer_id: number;
  purpose: string;
  code_hash: string;
  issued_at: number;
  expires_at: number;
  used_at: number | null;
  /** Wrong tries against this code; it is void at OTP_MAX_TRIES (migration 011). */
  failures: Generated<number>;
}

interface OtpOutboxTable {
  id: Generated<number>;
  customer_id: number;
  /** The text an SMS would carry (demo mode only). */
  message: string;
  created_at: number;
  /** SHA-256 of the outbox key the requesting browser sent; only that key reads it (migration 011). */
  key_hash: string | null;
}

export interface OpenAccountRequestsTable {
  id: Generated<number>;
  full_name: string;
  id_number: string;
  phone: string;
  email: string;
  province: string;
  branch_code: string;
  created_at: number;
  /** received, verifying, approved, rejected, activated (migration 024, docs/api.md "Opening an account"). */
  status: Generated<string>;
  /** SHA-256 of the applicant browser's outbox key (demo SMS and email codes). */
  key_hash: string | null;
  phone_verified_at: number | null;
  email_verified_at: number | null;
  /** Market time both channels were verified (the back office's review delay counts from it). */
  verified_at: number | null;
  /** Market time of the approval or rejection. */
  decided_at: number | null;
  /** The customer the approval created. */
  customer_id: number | null;
  /** When the customer set a password and PIN at the first login; the depository number follows. */
  activated_at: number | null;
  /** Why it was rejected, shown to the applicant (migration 020). */
  decision_reason: string | null;
  /** `auto-review` (the demo job) or `operator:<name>` (the operator API). */
  decided_by: string | null;
}

/** Codes sent to an applicant (migration 024): the columns of `otp_codes`, keyed by request. */
interface OpenAccountCodesTable extends Omit<OtpCodesTable, 'customer_id'> {
  request_id: number;
}

/** Demo outbox of an applicant (migration 024): the columns of `otp_outbox`, keyed by request. */
interface OpenAccountOutboxTable extends Omit<OtpOutboxTable, 'customer_id'> {
  request_id: number;
}

interface ContactMessagesTable {
  id: Generated<number>;
  customer_id: number | null;
  name: string;
  email: string;
  phone: string;
  subject: string;
  message: string;
  created_at: number;
}

interface LedgerEntriesTable {
  id: Generated<number>;
  kind: string;
  /** Business reference (order id, deposit id ...); unique per kind when set. */
  ref: string | null;
  memo: string;
  business_date: string;
  created_at: number;
}

/**
 * A posting's key and amounts; also a customer account's running sum of one asset, bucket and
 * settlement date in ledger_balances (migration 009: a trigger adds every customer posting to it;
 * house accounts have no rows there).
 */
interface LedgerBalancesTable {
  /** A sub-account number or a house account (`@CLEARING`, `@BANK`, `@DEPOSITORY`). */
  account: string;
  /** `VND` for cash, else a security symbol. */
  asset: string;
  bucket: string;
  /** Settlement date (yyyy-mm-dd) of a receivable, '' otherwise. */
  settle_date: string;
  amount: number;
  /** VND cost carried with a security quantity (average cost); 0 for cash. */
  cost: number;
}

interface LedgerPostingsTable extends LedgerBalancesTable {
  id: Generated<number>;
  entry_id: number;
}

/** An order of the OMS (migration 004): `status` is the spec's code; `blocked` what it still holds (VND for buys, shares for sells). */
export interface OrdersTable {
  id: Generated<number>;
  ref_id: string;
  signature: string;
  sub_acnt_no: string;
  username: string;
  symbol: string;
  market: string;
  kind: string;
  side: string;
  order_type: string;
  price: number | null;
  volume: number;
  matched_volume: number;
  matched_value: number;
  status: string;
  message_no: number;
  next_session: number;
  trade_date: string;
  exchange_order_id: string | null;
  blocked: number;
  /** Edits so far (names the ledger refs of their block adjustments). */
  changes: number;
  created_at: number;
  updated_at: number;
  /** When it was placed, market clock epoch ms (migration 027; null in rows written before). */
  placed_at: number | null;
}

interface OrderFillsTable {
  id: Generated<number>;
  order_id: number;
  seq: number;
  price: number;
  volume: number;
  fee: number;
  tax: number;
  time: number;
}

interface WatchlistsTable {
  customer_id: number;
  id: string;
  name: string;
  sequence: number;
  /** Comma-joined symbol codes in board order. */
  symbols: string;
  /** Comma-joined pinned codes (a subset of symbols). */
  pinned: string;
  updated_at: number;
}

/** A conditional order (migration 006): watched until triggered, cancelled or past `expiry`. */
export interface ConditionalOrdersTable {
  id: Generated<number>;
  sub_acnt_no: string;
  username: string;
  customer_id: number;
  symbol: string;
  side: string;
  type: string;
  trigger_price: number;
  order_price: string;
  volume: number;
  status: string;
  order_id: number | null;
  message_no: number;
  expiry: string;
  created_at: number;
  updated_at: number;
}

export interface Database {
  customers: CustomersTable;
  sub_accounts: SubAccountsTable;
  sessions: SessionsTable;
  otp_codes: OtpCodesTable;
  otp_outbox: OtpOutboxTable;
  open_account_requests: OpenAccountRequestsTable;
  open_account_codes: OpenAccountCodesTable;
  open_account_outbox: OpenAccountOutboxTable;
  contact_messages: ContactMessagesTable;
  ledger_entries: LedgerEntriesTable;
  ledger_postings: LedgerPostingsTable;
  ledger_balances: LedgerBalancesTable;
  orders: OrdersTable;
  order_fills: OrderFillsTable;
  watchlists: WatchlistsTable;
  conditional_orders: ConditionalOrdersTable;
  money_movements: MoneyMovementsTable;
  bank_accounts: BankAccountsTable;
  bank_transfers: BankTransfersTable;
  margin_accounts: MarginAccountsTable;
  margin_loans: MarginLoansTable;
  margin_order_credit: MarginOrderCreditTable;
  notifications: NotificationsTable;
  bond_orders: BondOrdersTable;
  entitlements: EntitlementsTable;
  rights_registrations: RightsRegistrationsTable;
  audit_trail: AuditTrailTable;
  price_alerts: PriceAlertsTable;
}
