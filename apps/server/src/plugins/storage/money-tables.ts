// Table types of the money that moves and what grows from it (migrations 012-018): money
// movements, bank transfers, margin lending, notifications, bond orders, corporate-action
// entitlements and rights, the audit trail. Same units as database-schema.ts (integers; times as
// epoch milliseconds).
import type { Generated } from 'kysely';

/** A money movement (migration 013): a cash advance or an internal cash or stock transfer. */
export interface MoneyMovementsTable {
  id: Generated<number>;
  customer_id: number;
  /** 'advance' | 'cash-transfer' | 'stock-transfer'. */
  kind: string;
  ref_id: string;
  /** SHA-256 hex of the request's parameters without the PIN. */
  body: string;
  sub_acnt_no: string;
  /** The receiving sub-account of a transfer, '' for an advance. */
  to_sub_acnt_no: string;
  /** The ledger's cash asset (ledger-rules.ts CASH) or the symbol of a stock transfer. */
  asset: string;
  /** VND, or shares of a stock transfer. */
  amount: number;
  fee: number;
  note: string;
  /** An advance's latest settlement date, '' otherwise. */
  settle_date: string;
  /** 'disbursed' | 'repaid' (advances), 'complete' (transfers). */
  status: string;
  business_date: string;
  created_at: number;
}

/** A customer's beneficiary bank account (migration 014). */
export interface BankAccountsTable {
  id: Generated<number>;
  customer_id: number;
  bank_code: string;
  bank_name: string;
  account_no: string;
  holder: string;
  /** Demo: 'bankError' makes the simulated bank fail withdrawals to it; null succeeds. */
  demo_outcome: string | null;
  created_at: number;
}

/** A bank withdrawal or deposit (migration 014); its money moves in the ledger. */
export interface BankTransfersTable {
  id: Generated<number>;
  /** 'withdraw' or 'deposit'. */
  kind: string;
  customer_id: number;
  sub_acnt_no: string;
  bank_account_id: number | null;
  bank_name: string;
  account_no: string;
  amount: number;
  fee: number;
  /** pending, complete, bankError, success, unsuccessful (spec §3). */
  status: string;
  ref_id: string;
  request_hash: string;
  bank_txn_id: string | null;
  business_date: string;
  note: string;
  created_at: number;
  updated_at: number;
  due_at: number;
}

/** Margin lending (migration 015): see modules/margin. */
export interface MarginAccountsTable {
  sub_acnt_no: string;
  credit_limit: number | null;
  risk_status: string;
  ratio_bps: number;
  updated_at: number;
}
export interface MarginLoansTable {
  id: Generated<number>;
  sub_acnt_no: string;
  symbol: string;
  order_id: number;
  fill_ref: string;
  trade_date: string;
  due_date: string;
  principal: number;
  /** '' none yet, 'near' near-due sent, 'past' past-due sent. */
  notified: string;
  created_at: number;
}
export interface MarginOrderCreditTable {
  order_id: number;
  sub_acnt_no: string;
  symbol: string;
  credit: number;
}

export interface NotificationsTable {
  id: Generated<number>;
  customer_id: number;
  kind: string;
  sub_acnt_no: string | null;
  ref: string | null;
  text_vi: string;
  text_en: string;
  data: string | null;
  created_at: number;
  read_at: number | null;
}

export interface BondOrdersTable {
  id: Generated<number>;
  customer_id: number;
  ref_id: string;
  body_hash: string;
  sub_acnt_no: string;
  side: string;
  symbol: string;
  volume: number;
  clean_price: number;
  accrued: number;
  value: number;
  fee: number;
  tax: number;
  amount: number;
  trade_date: string;
  created_at: number;
}

export interface EntitlementsTable {
  id: Generated<number>;
  event_id: string;
  symbol: string;
  kind: string;
  sub_acnt_no: string;
  customer_id: number;
  shares: number;
  cash: number;
  tax: number;
  new_shares: number;
  price: Generated<number>;
  period_start: string | null;
  period_end: string | null;
  /** Rights: the ratio and the last day of the transfer period as recorded (migration 026; null before it). */
  ratio: string | null;
  transfer_end: string | null;
  registered: Generated<number>;
  ex_date: string;
  record_date: string;
  payment_date: string | null;
  listing_date: string | null;
  status: string;
  created_at: number;
  updated_at: number;
}

export interface RightsRegistrationsTable {
  id: Generated<number>;
  entitlement_id: number;
  sub_acnt_no: string;
  ref_id: string;
  volume: number;
  amount: number;
  business_date: string;
  created_at: number;
}

/** Append-only slips of order requests and money movements (migration 012, modules/audit). */
export interface AuditTrailTable {
  id: Generated<number>;
  received_at: number;
  event: string;
  account: string;
  username: string;
  ref: string;
  symbol: string | null;
  side: string | null;
  order_type: string | null;
  price: number | null;
  volume: number | null;
  amount: number | null;
  channel: string;
  client_address: string;
  device: string;
  detail: string;
}
