// The one place a bank transfer tells its customer: the notification (stored through the
// notifications module in the transaction of the change) and, after the commit, a private `Event`
// of type `bank` with the transfer, so open screens update live.
import type { FastifyInstance } from 'fastify';
import { formatInteger } from '@sen/market';
import type { BankTransfer } from '@sen/protocol';
import type { Db } from './bank-repository.ts';

const STATUS_TEXT: Record<BankTransfer['status'], { vi: string; en: string }> = {
  pending: { vi: 'chờ xử lý', en: 'pending' },
  complete: { vi: 'đã duyệt, đang chuyển', en: 'approved, being transferred' },
  bankError: { vi: 'lỗi ngân hàng, đã hoàn tiền', en: 'bank error, money returned' },
  success: { vi: 'thành công', en: 'successful' },
  unsuccessful: { vi: 'không thành công, đã hoàn tiền', en: 'unsuccessful, money returned' },
};

/** The texts of a transfer's notification in both languages. */
function noticeTexts(t: BankTransfer): { vi: string; en: string } {
  const money = `${formatInteger(t.amount)} VND`;
  const status = STATUS_TEXT[t.status];
  if (t.kind === 'deposit')
    return {
      vi: `Nộp tiền ${money} vào tiểu khoản ${t.subAcntNo}: ${status.vi}`,
      en: `Deposit of ${money} to sub-account ${t.subAcntNo}: ${status.en}`,
    };
  return {
    vi: `Rút tiền #${t.id} ${money} từ ${t.subAcntNo} về ${t.bankName} ${t.accountNo}: ${status.vi}`,
    en: `Withdrawal #${t.id} of ${money} from ${t.subAcntNo} to ${t.bankName} ${t.accountNo}: ${status.en}`,
  };
}

export class BankNotices {
  constructor(private readonly app: FastifyInstance) {}

  /** Stores the notification of a transfer's new status inside `trx` (with the change itself). */
  async store(customerId: number, transfer: BankTransfer, trx: Db): Promise<void> {
    await this.app.notifications.notify(
      {
        customerId,
        kind: transfer.kind === 'deposit' ? 'bank-deposit' : 'bank-withdraw',
        subAccount: transfer.subAcntNo,
        ref: String(transfer.id),
        ...noticeTexts(transfer),
        data: { transferId: transfer.id, status: transfer.status, amount: transfer.amount },
      },
      trx,
    );
  }

  /** After the commit: the live event for the customer's open screens (and a balance hint). */
  push(username: string, transfer: BankTransfer): void {
    this.app.privateEvents.push(username, { action: 'Event', data: { type: 'bank', transfer } });
    this.app.privateEvents.push(username, {
      action: 'Event',
      data: { type: 'balance', subAcntNo: transfer.subAcntNo },
    });
  }
}
