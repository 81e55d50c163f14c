// Every notification of margin lending, in one place: margin call, force-sell, loans near or past
// due, repayments. Each is stored in the caller's transaction with the change it reports
// (app.notifications, modules/notifications) and pushed after it.
import { formatDate, formatInteger as formatVnd, formatRatio as percent } from '@sen/market';
import type { MarginLoan, NotificationKind } from '@sen/protocol';
import type { Db } from './margin-repository.ts';
import { customerOf } from './margin-repository.ts';

export interface NotifyInput {
  customerId: number;
  kind: NotificationKind;
  subAccount?: string;
  ref?: string;
  vi: string;
  en: string;
  data?: Record<string, unknown>;
}

export type Notify = (input: NotifyInput, db: Db) => Promise<void>;

export class MarginNotifier {
  constructor(private readonly notify: Notify) {}

  private async toOwner(
    db: Db,
    sub: string,
    input: Omit<NotifyInput, 'customerId' | 'subAccount'>,
  ): Promise<void> {
    const owner = await customerOf(db, sub);
    if (owner) await this.notify({ ...input, customerId: owner.customerId, subAccount: sub }, db);
  }

  marginCall(db: Db, sub: string, ratio: number, callRatio: number): Promise<void> {
    return this.toOwner(db, sub, {
      kind: 'margin-call',
      vi: `Lệnh gọi ký quỹ: tỷ lệ ký quỹ tiểu khoản ${sub} là ${percent(ratio)}, dưới mức duy trì ${percent(callRatio)}. Vui lòng nộp thêm tiền hoặc bán bớt chứng khoán.`,
      en: `Margin call: the margin ratio of ${sub} is ${percent(ratio)}, under the maintenance ratio ${percent(callRatio)}. Deposit cash or sell securities.`,
      data: { ratio, callRatio },
    });
  }

  forceSell(
    db: Db,
    sub: string,
    o: { symbol: string; volume: number; orderNo: string; ratio: number },
  ): Promise<void> {
    return this.toOwner(db, sub, {
      kind: 'force-sell',
      ref: o.orderNo,
      vi: `Bán giải chấp: hệ thống đặt lệnh bán ${formatVnd(o.volume)} ${o.symbol} (lệnh ${o.orderNo}) vì tỷ lệ ký quỹ tiểu khoản ${sub} là ${percent(o.ratio)}.`,
      en: `Force-sell: the system placed a sell of ${formatVnd(o.volume)} ${o.symbol} (order ${o.orderNo}) as the margin ratio of ${sub} is ${percent(o.ratio)}.`,
      data: { symbol: o.symbol, volume: o.volume, ratio: o.ratio },
    });
  }

  loanDue(db: Db, sub: string, loan: MarginLoan): Promise<void> {
    const past = loan.status === 'past-due';
    // Dates as every screen shows them (dd/mm/yyyy), not the loan's ISO fields.
    const traded = formatDate(loan.tradeDate);
    const due = formatDate(loan.dueDate);
    return this.toOwner(db, sub, {
      kind: 'loan-due',
      ref: String(loan.loanId),
      vi: past
        ? `Khoản vay ${loan.symbol} ngày ${traded} đã quá hạn (${due}), còn nợ ${formatVnd(loan.outstanding)} VND.`
        : `Khoản vay ${loan.symbol} ngày ${traded} sắp đến hạn (${due}), còn nợ ${formatVnd(loan.outstanding)} VND.`,
      en: past
        ? `The ${loan.symbol} loan of ${traded} is past due (${due}): ${formatVnd(loan.outstanding)} VND outstanding.`
        : `The ${loan.symbol} loan of ${traded} is due soon (${due}): ${formatVnd(loan.outstanding)} VND outstanding.`,
      data: { loanId: loan.loanId, dueDate: loan.dueDate, outstanding: loan.outstanding },
    });
  }

  repaid(db: Db, o: { customerId: number; sub: string; amount: number; debt: number }): Promise<void> {
    return this.notify(
      {
        customerId: o.customerId,
        subAccount: o.sub,
        kind: 'margin-repay',
        vi: `Đã trả nợ ký quỹ ${formatVnd(o.amount)} VND, dư nợ gốc còn ${formatVnd(o.debt)} VND.`,
        en: `Margin debt repaid: ${formatVnd(o.amount)} VND; principal left ${formatVnd(o.debt)} VND.`,
        data: { amount: o.amount, debt: o.debt },
      },
      db,
    );
  }
}
