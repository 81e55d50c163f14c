// SQL of customers' notifications.
import type { Kysely, Transaction } from 'kysely';
import type { NotificationKind } from '@sen/protocol';
import type { Database } from '../../plugins/storage/database-schema.ts';

export type Db = Kysely<Database> | Transaction<Database>;

export interface NotificationInput {
  customerId: number;
  /** What happened, e.g. `order-fill`, `cash-advance`, `bank-withdraw`, `margin-call` (NOTIFICATION_KINDS). */
  kind: NotificationKind;
  subAccount?: string;
  /** The id of what it is about (order id, request id). */
  ref?: string;
  vi: string;
  en: string;
  data?: Record<string, unknown>;
}

export interface StoredNotification {
  id: number;
  kind: string;
  subAcntNo: string | null;
  ref: string | null;
  vi: string;
  en: string;
  data: Record<string, unknown> | null;
  createdAt: number;
  read: boolean;
}

type Row = {
  id: number;
  kind: string;
  sub_acnt_no: string | null;
  ref: string | null;
  text_vi: string;
  text_en: string;
  data: string | null;
  created_at: number | string;
  read_at: number | string | null;
};

const toStored = (row: Row): StoredNotification => ({
  id: Number(row.id),
  kind: row.kind,
  subAcntNo: row.sub_acnt_no,
  ref: row.ref,
  vi: row.text_vi,
  en: row.text_en,
  data: row.data === null ? null : (JSON.parse(row.data) as Record<string, unknown>),
  createdAt: Number(row.created_at),
  read: row.read_at !== null,
});

export async function insertNotification(
  db: Db,
  input: NotificationInput,
  now: number,
): Promise<StoredNotification> {
  const row = await db
    .insertInto('notifications')
    .values({
      customer_id: input.customerId,
      kind: input.kind.slice(0, 32),
      sub_acnt_no: input.subAccount ?? null,
      ref: input.ref === undefined ? null : input.ref.slice(0, 64),
      text_vi: input.vi,
      text_en: input.en,
      data: input.data === undefined ? null : JSON.stringify(input.data),
      created_at: now,
      read_at: null,
    })
    .returning(['id', 'kind', 'sub_acnt_no', 'ref', 'text_vi', 'text_en', 'data', 'created_at', 'read_at'])
    .executeTakeFirstOrThrow();
  return toStored(row);
}

export async function listNotifications(
  db: Db,
  customerId: number,
  limit: number,
  before: number | undefined,
  unreadOnly: boolean,
): Promise<StoredNotification[]> {
  let query = db
    .selectFrom('notifications')
    .select(['id', 'kind', 'sub_acnt_no', 'ref', 'text_vi', 'text_en', 'data', 'created_at', 'read_at'])
    .where('customer_id', '=', customerId);
  if (before !== undefined) query = query.where('id', '<', before);
  if (unreadOnly) query = query.where('read_at', 'is', null);
  const rows = await query.orderBy('id', 'desc').limit(limit).execute();
  return rows.map(toStored);
}

export async function countUnread(db: Db, customerId: number): Promise<number> {
  const row = await db
    .selectFrom('notifications')
    .select((eb) => eb.fn.countAll<number | string>().as('n'))
    .where('customer_id', '=', customerId)
    .where('read_at', 'is', null)
    .executeTakeFirst();
  return Number(row?.n ?? 0);
}

/** Marks one (by id) or all of the customer's notifications read; another customer's id changes nothing. */
export async function markRead(db: Db, customerId: number, id: number | 'all', now: number): Promise<void> {
  let query = db
    .updateTable('notifications')
    .set({ read_at: now })
    .where('customer_id', '=', customerId)
    .where('read_at', 'is', null);
  if (id !== 'all') query = query.where('id', '=', id);
  await query.execute();
}
