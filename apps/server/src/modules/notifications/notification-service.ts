// Customers' notifications: stored per customer, pushed on the private channel as they are raised.
// `notify` takes the caller's transaction so a movement and its notification commit together; the
// push is a hint ("read the list again") that carries the notification for an immediate toast.
import type { Kysely } from 'kysely';
import type { NotificationPage } from '@sen/protocol';
import type { Database } from '../../plugins/storage/database-schema.ts';
import { toMarketIso } from '../market/market-time.ts';
import {
  countUnread,
  insertNotification,
  listNotifications,
  markRead,
  type Db,
  type NotificationInput,
  type StoredNotification,
} from './notification-repository.ts';

export interface NotificationDeps {
  db: Kysely<Database>;
  /** Market time, epoch ms (the demo clock in demo mode). */
  now: () => number;
  /** Sends a private `Event` to the user's sockets. */
  push: (username: string, data: Record<string, unknown>) => void;
}

const toWire = (n: StoredNotification) => ({
  id: n.id,
  kind: n.kind,
  subAcntNo: n.subAcntNo,
  ref: n.ref,
  vi: n.vi,
  en: n.en,
  data: n.data,
  time: toMarketIso(n.createdAt),
  read: n.read,
});

export class NotificationService {
  private readonly usernames = new Map<number, string>();

  constructor(private readonly deps: NotificationDeps) {}

  /** Stores a notification (in `db` when given: the caller's transaction) and pushes it to the customer. */
  async notify(input: NotificationInput, db: Db = this.deps.db): Promise<void> {
    const stored = await insertNotification(db, input, this.deps.now());
    // Read through `db`: on SQLite a read on the main handle would wait for the caller's transaction.
    const username = await this.username(input.customerId, db);
    if (username) this.deps.push(username, { type: 'notification', notification: toWire(stored) });
  }

  /** As `notify`, for a customer known by username (order rows carry the username). */
  async notifyUser(username: string, input: Omit<NotificationInput, 'customerId'>): Promise<void> {
    const customerId = await this.customerId(username);
    if (customerId !== undefined) await this.notify({ ...input, customerId });
  }

  async list(
    customerId: number,
    limit: number,
    before: number | undefined,
    unreadOnly: boolean,
  ): Promise<NotificationPage> {
    // The count after the items, never beside them: on PostgreSQL two connections read at two
    // moments, and a count taken first missed a notification the list already showed (CI).
    const items = await listNotifications(this.deps.db, customerId, limit, before, unreadOnly);
    const unread = await countUnread(this.deps.db, customerId);
    return { unread, items: items.map(toWire) };
  }

  async read(customerId: number, id: number | 'all'): Promise<{ unread: number }> {
    await markRead(this.deps.db, customerId, id, this.deps.now());
    return { unread: await countUnread(this.deps.db, customerId) };
  }

  private readonly customerIds = new Map<string, number>();

  private async customerId(username: string): Promise<number | undefined> {
    const known = this.customerIds.get(username);
    if (known !== undefined) return known;
    const row = await this.deps.db
      .selectFrom('customers')
      .select('id')
      .where('username', '=', username)
      .executeTakeFirst();
    if (row) this.customerIds.set(username, Number(row.id));
    return row === undefined ? undefined : Number(row.id);
  }

  private async username(customerId: number, db: Db): Promise<string | undefined> {
    const known = this.usernames.get(customerId);
    if (known) return known;
    const row = await db
      .selectFrom('customers')
      .select('username')
      .where('id', '=', customerId)
      .executeTakeFirst();
    if (row) this.usernames.set(customerId, row.username);
    return row?.username;
  }
}
