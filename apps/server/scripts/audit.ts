// `npm run audit -- [--account 0000011] [--from 2026-11-26] [--to 2026-11-27] [--json] [--limit N]`:
// prints the audit trail's slips (orders and money movements) of the database the server uses
// (SEN_DATA_DIR or DATABASE_URL, as `npm start`), read only; the trail itself refuses any change.
import { parseArgs } from 'node:util';
import { loadEnv } from '../src/env.ts';
import { auditJsonLines, auditTable } from '../src/modules/audit/audit-report.ts';
import { AuditTrail } from '../src/modules/audit/audit-trail.ts';
import { openStorage } from '../src/plugins/storage/create-database.ts';
import { migrateToLatest } from '../src/plugins/storage/migrate.ts';

const { values } = parseArgs({
  options: {
    account: { type: 'string' },
    from: { type: 'string' },
    to: { type: 'string' },
    json: { type: 'boolean', default: false },
    limit: { type: 'string', default: '10000' },
  },
});
/** `YYYY-MM-DD` at 00:00 in Vietnam (+07:00), epoch ms. */
const day = (text: string | undefined, plusDays = 0): number | undefined => {
  if (text === undefined) return undefined;
  if (!/^\d{4}-\d{2}-\d{2}$/.test(text)) throw new Error(`dates are YYYY-MM-DD, not ${text}`);
  return Date.parse(`${text}T00:00:00+07:00`) + plusDays * 86_400_000;
};

const env = loadEnv(process.env);
const storage = openStorage({ dataDir: env.dataDir, databaseUrl: env.databaseUrl });
try {
  await migrateToLatest(storage.db);
  const to = day(values.to, 1);
  const rows = await new AuditTrail(storage.db).list({
    ...(values.account ? { account: values.account } : {}),
    ...(values.from ? { from: day(values.from) } : {}),
    ...(to === undefined ? {} : { to: to - 1 }),
    limit: Number(values.limit),
  });
  process.stdout.write(`${values.json ? auditJsonLines(rows) : auditTable(rows)}\n`);
  if (!values.json) process.stderr.write(`${rows.length} slip(s)\n`);
} finally {
  await storage.db.destroy();
}
