// Deposits: the bank calls back `POST /bank/callback` with a JSON body signed by HMAC-SHA256 of the
// raw body (hex, header `x-sen-signature`, secret SEN_BANK_SECRET). A bad signature, body, amount or
// virtual account changes nothing; a good one credits the sub-account in ONE transaction with the
// transfer row (status success). Idempotent by the bank's transaction id: the same id and content
// gives the same transfer, the same id with another content is refused (-8706).
import { createHmac, timingSafeEqual } from 'node:crypto';
import { isValidBankAmount, type SenErrorKey } from '@sen/market';
import { bankCallbackSchema, type BankTransfer } from '@sen/protocol';
import { marketDateOf } from '@sen/exchange';
import type { RequestOrigin } from '../audit/audit-trail.ts';
import { bankDeposit } from './bank-entries.ts';
import { SenError } from '../../plugins/errors/sen-error.ts';
import { insertTransfer, toTransfer, transferByTxn } from './bank-repository.ts';
import { requestHash, type BankDeps } from './bank-withdrawals.ts';

/** Prefix of every virtual account number: `SEN` + the sub-account number. */
const VIRTUAL_PREFIX = 'SEN';
export const virtualAccountOf = (sub: string): string => `${VIRTUAL_PREFIX}${sub}`;
const subOfVirtual = (va: string): string | undefined =>
  va.toUpperCase().startsWith(VIRTUAL_PREFIX) ? va.slice(VIRTUAL_PREFIX.length).toUpperCase() : undefined;

export const signBody = (secret: string, body: string): string =>
  createHmac('sha256', secret).update(body, 'utf8').digest('hex');

export type CallbackResult =
  { status: 200; transfer: BankTransfer } | { status: RefusalStatus; rc: number; message: string };
/** The HTTP statuses the catalogue gives the callback's refusals. */
type RefusalStatus = 400 | 401 | 404 | 409;

/** A refusal of the callback: status, code and (English) text from the catalogue, with a reason. */
const fail = (key: SenErrorKey, detail?: string): CallbackResult => {
  const error = new SenError(key);
  const text = error.text.en;
  return {
    status: error.status as RefusalStatus,
    rc: error.rc,
    message: detail === undefined ? text : `${text}: ${detail}`,
  };
};

export class BankDeposits {
  constructor(
    private readonly d: BankDeps,
    private readonly secret: string,
  ) {}

  /**
   * Handles one callback of the bank: verifies, then credits once. `refId` names the transfer
   * (the demo deposit passes the client's; a bank's callback is named by its transaction id).
   * `origin` is where the call came from (channel 'BANK' for the bank's callback), for its slip.
   */
  async receive(
    raw: string,
    signature: string | undefined,
    origin: RequestOrigin,
    refId?: string,
  ): Promise<CallbackResult> {
    const expected = Buffer.from(signBody(this.secret, raw), 'hex');
    const given = Buffer.from(/^[0-9a-f]{64}$/i.test(signature ?? '') ? signature! : '', 'hex');
    if (given.length !== expected.length || !timingSafeEqual(given, expected))
      return fail('bankSignatureInvalid');
    let json: unknown;
    try {
      json = JSON.parse(raw);
    } catch {
      return fail('bodyNotJson');
    }
    const parsed = bankCallbackSchema.safeParse(json);
    if (!parsed.success) return fail('badHttpRequest', parsed.error.issues[0]?.message);
    const body = parsed.data;
    if (!isValidBankAmount(body.amount)) return fail('bankAmountInvalid');
    const sub = subOfVirtual(body.virtualAccount);
    const account = sub === undefined ? undefined : await this.d.customers.subAccount(sub);
    if (!account) return fail('virtualAccountUnknown');
    const customer = await this.d.customers.byId(account.customer_id);
    if (!customer) return fail('virtualAccountUnknown');
    const hash = requestHash('deposit', body.txnId, account.sub_acnt_no, body.amount);
    const replay = async () => {
      const row = await transferByTxn(this.d.db, body.txnId);
      return row && row.request_hash === hash
        ? ({ status: 200, transfer: toTransfer(row) } as const)
        : fail('bankTransactionConflict');
    };
    if (await transferByTxn(this.d.db, body.txnId)) return replay();
    const now = this.d.clock();
    const row = await this.d.db.transaction().execute(async (trx) => {
      const inserted = await insertTransfer(trx, {
        kind: 'deposit',
        customer_id: customer.id,
        sub_acnt_no: account.sub_acnt_no,
        bank_account_id: null,
        bank_name: body.bankName,
        account_no: body.virtualAccount.toUpperCase(),
        amount: body.amount,
        fee: 0,
        status: 'success',
        ref_id: refId ?? `bank:${body.txnId}`,
        request_hash: hash,
        bank_txn_id: body.txnId,
        business_date: marketDateOf(now),
        note: body.note,
        created_at: now,
        updated_at: now,
        due_at: now,
      });
      if (!inserted) return undefined;
      await this.d.ledger.post(
        trx,
        'bank-deposit',
        body.txnId,
        bankDeposit({ sub: account.sub_acnt_no, amount: body.amount }),
        `bank deposit ${body.txnId}`,
      );
      await this.d.arrived?.(trx, account.sub_acnt_no, body.amount, `bank-deposit|${body.txnId}`);
      await this.d.audit.record(
        {
          event: 'bank.deposit',
          account: account.sub_acnt_no,
          username: customer.username,
          ref: inserted.ref_id,
          amount: body.amount,
          origin,
          detail: { id: inserted.id, txnId: body.txnId, bank: body.bankName },
        },
        trx,
      );
      await this.d.notices.store(customer.id, toTransfer(inserted), trx);
      return inserted;
    });
    if (!row) return replay();
    const transfer = toTransfer(row);
    this.d.notices.push(customer.username, transfer);
    return { status: 200, transfer };
  }
}
