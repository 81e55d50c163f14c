// The operators' command line over the operator API (`npm run open-account -- ...`,
// apps/server/scripts/open-account.ts; docs/operations.md "Opening accounts by hand"):
//   list [--status verifying] [--limit N] [--json]   approve N   reject N --reason "..."
// It calls the running server at --url (SEN_OPERATOR_URL, else http://127.0.0.1:$PORT) with
// SEN_OPERATOR_TOKEN as the bearer token; the decision itself is the server's (one path).
import { parseArgs } from 'node:util';

export interface CliIo {
  env: Readonly<Record<string, string | undefined>>;
  fetch: typeof fetch;
  out: (text: string) => void;
  err: (text: string) => void;
}

const USAGE =
  'usage: npm run open-account -- list [--status S] [--limit N] [--json] | approve N | reject N --reason "..." [--url U] [--operator NAME]';

type Row = Record<string, unknown>;
const COLUMNS = [
  'requestId',
  'status',
  'fullName',
  'idNumber',
  'phone',
  'email',
  'createdAt',
  'decidedAt',
  'username',
  'reason',
];

/** An aligned text table of the listed requests. */
function requestTable(rows: readonly Row[]): string {
  const cells = [COLUMNS, ...rows.map((row) => COLUMNS.map((c) => (row[c] == null ? '' : String(row[c]))))];
  const widths = COLUMNS.map((_, i) => Math.max(...cells.map((line) => line[i]!.length)));
  return cells
    .map((line) =>
      line
        .map((cell, i) => cell.padEnd(widths[i]!))
        .join('  ')
        .trimEnd(),
    )
    .join('\n');
}

/** Runs one command; returns the process exit code (0 done, 1 refused or failed, 2 bad usage). */
export async function runOpenAccountCli(argv: readonly string[], io: CliIo): Promise<number> {
  let parsed;
  try {
    parsed = parseArgs({
      args: [...argv],
      allowPositionals: true,
      options: {
        status: { type: 'string' },
        limit: { type: 'string' },
        json: { type: 'boolean', default: false },
        reason: { type: 'string' },
        url: { type: 'string' },
        operator: { type: 'string' },
      },
    });
  } catch (error) {
    io.err(`${(error as Error).message}\n${USAGE}`);
    return 2;
  }
  const { values, positionals } = parsed;
  const [command, id] = positionals;
  const token = io.env.SEN_OPERATOR_TOKEN;
  if (!token) {
    io.err('SEN_OPERATOR_TOKEN is not set (the token the server was started with)');
    return 2;
  }
  const base = (values.url ?? io.env.SEN_OPERATOR_URL ?? `http://127.0.0.1:${io.env.PORT ?? '8080'}`).replace(
    /\/$/,
    '',
  );
  const headers: Record<string, string> = { authorization: `Bearer ${token}` };
  if (values.operator) headers['x-sen-operator'] = values.operator;
  let request: { path: string; method: 'GET' | 'POST'; body?: string };
  if (command === 'list' && id === undefined) {
    const query = new URLSearchParams();
    if (values.status) query.set('status', values.status);
    if (values.limit) query.set('limit', values.limit);
    request = { path: `/ops/open-account${query.size > 0 ? `?${query}` : ''}`, method: 'GET' };
  } else if (command === 'approve' && id !== undefined && /^\d+$/.test(id)) {
    request = { path: `/ops/open-account/${id}/approve`, method: 'POST' };
  } else if (command === 'reject' && id !== undefined && /^\d+$/.test(id) && values.reason !== undefined) {
    headers['content-type'] = 'application/json';
    request = {
      path: `/ops/open-account/${id}/reject`,
      method: 'POST',
      body: JSON.stringify({ reason: values.reason }),
    };
  } else {
    io.err(USAGE);
    return 2;
  }
  const response = await io.fetch(`${base}${request.path}`, {
    method: request.method,
    headers,
    body: request.body,
  });
  const reply = (await response.json().catch(() => ({ rc: -1, rs: `HTTP ${response.status}` }))) as {
    rc: number;
    rs: string;
    data: unknown;
  };
  if (!response.ok || reply.rc !== 1) {
    io.err(`refused (HTTP ${response.status}, rc ${reply.rc}): ${reply.rs}`);
    return 1;
  }
  if (command === 'list') {
    const rows = reply.data as Row[];
    io.out(values.json ? rows.map((row) => JSON.stringify(row)).join('\n') : requestTable(rows));
    if (!values.json) io.err(`${rows.length} request(s)`);
    return 0;
  }
  const result = reply.data as {
    requestId: number;
    status: string;
    username: string | null;
    changed: boolean;
  };
  const what = result.username ? `${result.status}, username ${result.username}` : result.status;
  io.out(
    `request ${result.requestId}: ${what}${result.changed ? '' : ' (already decided so, nothing changed)'}`,
  );
  return 0;
}
