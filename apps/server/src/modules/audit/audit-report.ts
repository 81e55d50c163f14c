// The operator's report of the audit trail: slips as JSON lines or an aligned text table, with the
// time received in Vietnam time (+07:00). Used by `npm run audit` (apps/server/scripts/audit.ts).
import type { AuditRow } from './audit-trail.ts';

const COLUMNS = [
  'id',
  'received',
  'event',
  'account',
  'username',
  'ref',
  'symbol',
  'side',
  'type',
  'price',
  'volume',
  'amount',
  'channel',
  'client_address',
  'device',
  'detail',
] as const;

/** Epoch ms as `YYYY-MM-DD HH:mm:ss.SSS+07:00` (Vietnam has no daylight saving). */
const vietnamTime = (ms: number): string =>
  `${new Date(ms + 7 * 3_600_000).toISOString().replace('T', ' ').replace('Z', '')}+07:00`;

function reportRows(rows: readonly AuditRow[]): Record<(typeof COLUMNS)[number], string>[] {
  return rows.map((row) => ({
    id: String(row.id),
    received: vietnamTime(Number(row.received_at)),
    event: row.event,
    account: row.account,
    username: row.username,
    ref: row.ref,
    symbol: row.symbol ?? '',
    side: row.side ?? '',
    type: row.order_type ?? '',
    price: row.price === null ? '' : String(row.price),
    volume: row.volume === null ? '' : String(row.volume),
    amount: row.amount === null ? '' : String(row.amount),
    channel: row.channel,
    client_address: row.client_address,
    device: row.device,
    detail: row.detail,
  }));
}

/** An aligned text table of the slips (one line each, a header first). */
export function auditTable(rows: readonly AuditRow[]): string {
  const table = [Object.fromEntries(COLUMNS.map((c) => [c, c.toUpperCase()])), ...reportRows(rows)] as Record<
    string,
    string
  >[];
  const widths = COLUMNS.map((c) => Math.max(...table.map((row) => (row[c] ?? '').length)));
  return table
    .map((row) =>
      COLUMNS.map((c, i) => (row[c] ?? '').padEnd(widths[i]!))
        .join('  ')
        .trimEnd(),
    )
    .join('\n');
}

/** One JSON object a line. */
export const auditJsonLines = (rows: readonly AuditRow[]): string =>
  reportRows(rows)
    .map((row) => JSON.stringify(row))
    .join('\n');
