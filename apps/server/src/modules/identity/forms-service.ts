// Customer forms that need no login: open-account requests and the contact form. Stored for the
// back office; the reply carries the request number.
import type { Kysely } from 'kysely';
import type { Database } from '../../plugins/storage/database-schema.ts';

export class FormsService {
  constructor(
    private readonly db: Kysely<Database>,
    private readonly now: () => number,
  ) {}

  async openAccount(r: {
    fullName: string;
    idNumber: string;
    phone: string;
    email: string;
    province: string;
    branchCode: string;
  }): Promise<{ requestId: number }> {
    const row = await this.db
      .insertInto('open_account_requests')
      .values({
        full_name: r.fullName,
        id_number: r.idNumber,
        phone: r.phone,
        email: r.email,
        province: r.province,
        branch_code: r.branchCode,
        created_at: this.now(),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    return { requestId: row.id };
  }

  async contact(
    customerId: number | null,
    m: { name: string; email: string; phone: string; subject: string; message: string },
  ): Promise<{ messageId: number }> {
    const row = await this.db
      .insertInto('contact_messages')
      .values({
        customer_id: customerId,
        name: m.name,
        email: m.email,
        phone: m.phone,
        subject: m.subject,
        message: m.message,
        created_at: this.now(),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    return { messageId: row.id };
  }
}
