// The contact form (no login needed), stored for the back office; the reply carries the message
// number. Open-account requests: modules/open-account.
import type { Kysely } from 'kysely';
import type { Database } from '../../plugins/storage/database-schema.ts';

export class FormsService {
  constructor(
    private readonly db: Kysely<Database>,
    private readonly now: () => number,
  ) {}

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
