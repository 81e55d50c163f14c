// What a firing does: the alert's row records it (fired for a once-alert; disarmed for a re-arming
// one) in the same transaction as the customer's notification (vi/en text); then the customer's
// sockets get a private `alert` event. A row edited or deleted since the watcher read it is left
// alone (nothing delivered).
import { alertFiredText, type AlertQuote, type InstrumentKind, type PriceAlertKind } from '@sen/market';
import type { Kysely } from 'kysely';
import type { Database } from '../../plugins/storage/database-schema.ts';
import type { NotificationInput, Db } from '../notifications/notification-repository.ts';
import type { AlertRow } from './alert-repository.ts';
import { alertToWire } from './alert-wire.ts';

export interface AlertDeliveryDeps {
  db: Kysely<Database>;
  /** Market time, epoch ms. */
  now: () => number;
  notify: (input: NotificationInput, db: Db) => Promise<void>;
  /** Sends a private `Event` to the user's sockets. */
  push: (username: string, data: Record<string, unknown>) => void;
  /** The symbol's instrument kind (its prices are written as the board writes them). */
  instrumentKind: (symbol: string) => InstrumentKind;
}

export class AlertDelivery {
  constructor(private readonly deps: AlertDeliveryDeps) {}

  async fired(row: AlertRow, quote: AlertQuote, done: boolean): Promise<void> {
    const now = this.deps.now();
    const delivered = await this.deps.db.transaction().execute(async (trx) => {
      const updated = await trx
        .updateTable('price_alerts')
        .set({ status: done ? 'fired' : 'active', armed: 0, fired_at: now, last_price: quote.last })
        .where('id', '=', row.id)
        .where('status', '=', 'active')
        .where('updated_at', '=', row.updated_at)
        .returningAll()
        .executeTakeFirst();
      if (!updated) return undefined;
      const text = alertFiredText(
        row.symbol,
        row.kind as PriceAlertKind,
        row.threshold,
        quote,
        this.deps.instrumentKind(row.symbol),
      );
      await this.deps.notify(
        {
          customerId: row.customer_id,
          kind: 'price-alert',
          ref: String(row.id),
          vi: text.vi,
          en: text.en,
          data: {
            alertId: String(row.id),
            symbol: row.symbol,
            alertKind: row.kind,
            threshold: row.threshold,
            price: quote.last,
            volume: quote.totalVolume,
          },
        },
        trx,
      );
      const customer = await trx
        .selectFrom('customers')
        .select('username')
        .where('id', '=', row.customer_id)
        .executeTakeFirst();
      return { updated, username: customer?.username };
    });
    if (!delivered?.username) return;
    this.deps.push(delivered.username, {
      type: 'alert',
      alert: alertToWire({ ...delivered.updated, id: Number(delivered.updated.id) } as AlertRow),
      price: quote.last,
      volume: quote.totalVolume,
    });
  }

  /** A re-arming alert's condition ended: it may fire again (kept across a restart). */
  async rearmed(row: AlertRow): Promise<void> {
    await this.deps.db
      .updateTable('price_alerts')
      .set({ armed: 1 })
      .where('id', '=', row.id)
      .where('status', '=', 'active')
      .where('updated_at', '=', row.updated_at)
      .execute();
  }
}
