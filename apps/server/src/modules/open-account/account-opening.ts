// The back office's side of opening an account (issue 29, docs/api.md "Opening an account").
// One decision path, `decide`, used by both deciders: the demo review job (a `verifying` request
// once the review delay has passed on the market clock; one documented rule, an identity number
// ending in 000 is rejected) and the operator API (open-account-operator-routes.ts). A decision is
// one conditional step from the statuses it may leave, in one transaction with what it makes
// (approval: the customer and its sub-accounts, account-approval.ts), the SMS to the applicant and
// the audit slip of who decided: a repeated or concurrent decision changes nothing. The depository
// number follows one review delay after activation; until then orders are refused -6039.
import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../../plugins/storage/database-schema.ts';
import { systemOrigin, type AuditTrail, type RequestOrigin } from '../audit/audit-trail.ts';
import type { CustomerRepository } from '../identity/customer-repository.ts';
import { SenError } from '../../plugins/errors/sen-error.ts';
import { createCustomerOf, newCustomerSecrets } from './account-approval.ts';
import { accountNumberOf } from './account-numbers.ts';
import type { OpenAccountRequest } from './open-account-service.ts';

export interface OpeningOptions {
  db: Kysely<Database>;
  customers: CustomerRepository;
  audit: AuditTrail;
  marketNow: () => number;
  /** Server (wall) time for the audit slips' time received. */
  wallNow: () => number;
  /** Market milliseconds between verification and decision, and between activation and VSD. */
  reviewMs: number;
  /** Demo mode: the SMS outbox exists. */
  demo: boolean;
}

export type Decision = { kind: 'approve' } | { kind: 'reject'; reason: string };

/** Who decides: `decidedBy` is stored on the request, `username` and `origin` go to the audit slip. */
export interface DecisionActor {
  decidedBy: string;
  username: string;
  origin: RequestOrigin;
}

export interface DecisionResult {
  requestId: number;
  status: 'approved' | 'rejected' | 'activated';
  /** The customer's username once approved. */
  username: string | null;
  reason: string | null;
  /** False when the request already had this decision (nothing was done again). */
  changed: boolean;
}

/** The documented demo rule: identity numbers ending in 000 are rejected. */
const isRejectedInDemo = (idNumber: string) => idNumber.endsWith('000');
const DEMO_REJECTION = 'Số CMND/CCCD kết thúc bằng 000 (quy tắc của môi trường demo)';

/** The statuses each decision may leave. */
const FROM = { approve: ['verifying'], reject: ['received', 'verifying'] } as const;

export class AccountOpening {
  constructor(private readonly o: OpeningOptions) {}

  /** Decides every request whose review delay has passed (the demo job); returns how many. */
  async reviewDue(now = this.o.marketNow()): Promise<number> {
    const due = await this.o.db
      .selectFrom('open_account_requests')
      .select(['id', 'id_number'])
      .where('status', '=', 'verifying')
      .where('verified_at', '<=', now - this.o.reviewMs)
      .orderBy('id')
      .limit(50)
      .execute();
    const actor = {
      decidedBy: 'auto-review',
      username: 'auto-review',
      origin: systemOrigin(this.o.wallNow()),
    };
    let decided = 0;
    for (const request of due) {
      const decision: Decision = isRejectedInDemo(request.id_number)
        ? { kind: 'reject', reason: DEMO_REJECTION }
        : { kind: 'approve' };
      if ((await this.decide(request.id, decision, actor, now)).changed) decided++;
    }
    return decided;
  }

  /**
   * Approves or rejects a request. The same decision again answers the first one (`changed`
   * false); approving a rejected request or rejecting an approved one is refused -8146, approving
   * one whose phone and email are not verified -8147, an unknown number -8144.
   */
  async decide(
    requestId: number,
    decision: Decision,
    actor: DecisionActor,
    now = this.o.marketNow(),
  ): Promise<DecisionResult> {
    // A concurrent decider may win between the read and the conditional step: the second read
    // then sees its decision.
    for (let attempt = 0; attempt < 3; attempt++) {
      const request = await this.o.db
        .selectFrom('open_account_requests')
        .selectAll()
        .where('id', '=', requestId)
        .executeTakeFirst();
      if (!request) throw new SenError('openRequestNotFound');
      const done = this.already(request, decision);
      if (done) return done;
      if (!(FROM[decision.kind] as readonly string[]).includes(request.status))
        throw new SenError('openRequestNotVerified');
      const result =
        decision.kind === 'approve'
          ? await this.approve(request, actor, now)
          : await this.reject(request, decision.reason, actor, now);
      if (result) return result;
    }
    throw new Error(`open-account request ${requestId}: the decision kept losing races`);
  }

  /** Registers the depository number of accounts activated a review delay ago; returns how many. */
  async registerDepository(now = this.o.marketNow()): Promise<number> {
    const due = await this.o.db
      .selectFrom('open_account_requests')
      .select(['id', 'customer_id'])
      .where('status', '=', 'activated')
      .where('activated_at', '<=', now - this.o.reviewMs)
      .where('customer_id', 'is not', null)
      .execute();
    let registered = 0;
    for (const request of due) {
      const result = await this.o.db
        .updateTable('sub_accounts')
        .set({ vsd_acnt_no: accountNumberOf(request.id) })
        .where('customer_id', '=', Number(request.customer_id))
        .where('vsd_acnt_no', '=', '')
        .executeTakeFirst();
      registered += Number(result.numUpdatedRows);
    }
    return registered;
  }

  /** The answer for a request that already has a decision: the same one, or -8146. */
  private already(request: OpenAccountRequest, decision: Decision): DecisionResult | undefined {
    const status = request.status;
    if (status !== 'approved' && status !== 'activated' && status !== 'rejected') return undefined;
    if ((status === 'rejected') !== (decision.kind === 'reject'))
      throw new SenError('openRequestDecided', { status });
    return {
      requestId: request.id,
      status,
      username: status === 'rejected' ? null : accountNumberOf(request.id),
      reason: request.decision_reason,
      changed: false,
    };
  }

  private async reject(
    request: OpenAccountRequest,
    reason: string,
    actor: DecisionActor,
    now: number,
  ): Promise<DecisionResult | undefined> {
    return this.o.db.transaction().execute(async (trx) => {
      if (!(await this.step(trx, request, 'rejected', { reason, actor, now }))) return undefined;
      await this.sms(
        trx,
        request,
        now,
        `Sen: yeu cau mo tai khoan cua quy khach chua duoc chap thuan. Ly do: ${reason}`,
      );
      return { requestId: request.id, status: 'rejected', username: null, reason, changed: true };
    });
  }

  private async approve(
    request: OpenAccountRequest,
    actor: DecisionActor,
    now: number,
  ): Promise<DecisionResult | undefined> {
    const secrets = await newCustomerSecrets();
    return this.o.db.transaction().execute(async (trx) => {
      if (!(await this.step(trx, request, 'approved', { reason: null, actor, now }))) return undefined;
      const username = await createCustomerOf(trx, this.o.customers, request, secrets, now);
      await this.sms(
        trx,
        request,
        now,
        `Sen: tai khoan ${username} da duoc mo. Ten dang nhap ${username}, mat khau tam ${secrets.password}. Quy khach doi mat khau va dat ma PIN khi dang nhap lan dau.`,
      );
      return { requestId: request.id, status: 'approved', username, reason: null, changed: true };
    });
  }

  /** The one conditional step to a decision, with its audit slip; false when another decider won. */
  private async step(
    trx: Transaction<Database>,
    request: OpenAccountRequest,
    status: 'approved' | 'rejected',
    d: { reason: string | null; actor: DecisionActor; now: number },
  ): Promise<boolean> {
    const result = await trx
      .updateTable('open_account_requests')
      .set({ status, decided_at: d.now, decision_reason: d.reason, decided_by: d.actor.decidedBy })
      .where('id', '=', request.id)
      .where('status', 'in', FROM[status === 'approved' ? 'approve' : 'reject'])
      .executeTakeFirst();
    if (Number(result.numUpdatedRows) !== 1) return false;
    await this.o.audit.record(
      {
        event: status === 'approved' ? 'open-account.approve' : 'open-account.reject',
        account: accountNumberOf(request.id),
        username: d.actor.username,
        ref: String(request.id),
        origin: d.actor.origin,
        detail: { requestId: request.id, decidedBy: d.actor.decidedBy, reason: d.reason },
      },
      trx,
    );
    return true;
  }

  /** The demo SMS gateway: the request's outbox, readable by the browser that sent the request. */
  private async sms(trx: Transaction<Database>, request: OpenAccountRequest, now: number, message: string) {
    if (!this.o.demo) return;
    await trx
      .insertInto('open_account_outbox')
      .values({ request_id: request.id, message, created_at: now, key_hash: request.key_hash })
      .execute();
  }
}
