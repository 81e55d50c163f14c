// Builds the OpenAPI 3.1 reference of the HTTP API from the code: every route the app registered
// (route-catalogue.ts, with the zod schemas it validates with) and every trading command of the
// registry (its zod parameters and reply), the commands as the body of POST /trading.
import { APP_VERSION, tradingReplySchema, type TradingCommand } from '@sen/protocol';
import type { z } from 'zod';
import { COMMAND_EXAMPLES } from './command-examples.ts';
import { jsonSchemaOf, type JsonSchema } from './json-schema.ts';
import type { CatalogueRoute } from './route-catalogue.ts';

const FORM = 'application/x-www-form-urlencoded';
const TRADING_PATHS = new Set(['/trading', '/trading/CoreServlet.pt']);

/**
 * `/board/getStockInfo/:symbol` -> `/board/getStockInfo/{symbol}`; a wildcard -> `{wildcard}`; no
 * trailing slash (the server answers a path with and without one alike).
 */
export function openApiPath(url: string): string {
  const path = url.replace(/:([A-Za-z0-9_]+)/g, '{$1}').replace(/\*/g, '{wildcard}');
  return path.length > 1 ? path.replace(/\/$/, '') : path;
}

function pathParams(url: string): string[] {
  return [...openApiPath(url).matchAll(/\{([^}]+)\}/g)].map((match) => match[1] ?? '');
}

/** The parameters (`in: path` / `in: query`) of one route, from its zod schemas. */
function parameters(route: CatalogueRoute): JsonSchema[] {
  const list: JsonSchema[] = [];
  const add = (schema: z.core.$ZodType | undefined, where: 'path' | 'query'): void => {
    if (!schema) return;
    const json = jsonSchemaOf(schema);
    const properties = (json.properties ?? {}) as Record<string, JsonSchema>;
    const required = new Set((json.required ?? []) as string[]);
    for (const [name, property] of Object.entries(properties))
      list.push({ name, in: where, required: where === 'path' || required.has(name), schema: property });
  };
  add(route.params, 'path');
  add(route.querystring, 'query');
  for (const name of pathParams(route.url))
    if (!list.some((p) => p.in === 'path' && p.name === name))
      list.push({ name, in: 'path', required: true, schema: { type: 'string' } });
  return list;
}

const HOSTS = new Set(['board', 'info', 'trading', 'bond', 'bank', 'api']);
/** The host a path belongs to; the board's paths also served at the root are tagged as such. */
const tagOf = (url: string): string => {
  const first = url.split('/')[1] ?? '';
  if (HOSTS.has(first)) return first;
  return first === 'health' || first === 'config.json' ? 'app' : 'board at the root (datafeed family)';
};
const commandRef = (cmd: string): string => `#/components/schemas/${encodeURIComponent(`Command.${cmd}`)}`;

/** The envelope of one command call: group, session and `data` = {cmd, p1..pN}. */
function commandEnvelope(command: TradingCommand): JsonSchema {
  const params = jsonSchemaOf(command.params);
  const data: JsonSchema = {
    allOf: [{ type: 'object', properties: { cmd: { const: command.cmd } }, required: ['cmd'] }, params],
  };
  const example = COMMAND_EXAMPLES.find((e) => e.cmd === command.cmd);
  return {
    title: command.cmd,
    description:
      `Trading command ${command.cmd} (group ${command.group}); ` +
      (command.requiresSession ? 'needs a logged-in session' : 'no session needed') +
      (command.subAccountParam
        ? `; ${command.subAccountParam} names the caller's sub-account (-6030 otherwise)`
        : ''),
    type: 'object',
    properties: {
      group: { const: command.group },
      user: { type: 'string', maxLength: 64 },
      session: { type: 'string', maxLength: 256 },
      channel: { type: 'string', default: 'W' },
      data,
    },
    required: ['group', 'user', 'session', 'data'],
    ...(example ? { examples: [exampleEnvelope(command, example)] } : {}),
  };
}

function exampleEnvelope(command: TradingCommand, data: Record<string, unknown>): JsonSchema {
  return {
    group: command.group,
    user: command.requiresSession ? 'demo' : '',
    session: command.requiresSession ? '<session id>' : '',
    channel: 'W',
    data,
  };
}

function tradingOperation(url: string, commands: readonly TradingCommand[]): JsonSchema {
  const examples: Record<string, JsonSchema> = {};
  for (const command of commands) {
    const example = COMMAND_EXAMPLES.find((e) => e.cmd === command.cmd);
    if (example) examples[command.cmd] = { summary: command.cmd, value: exampleEnvelope(command, example) };
  }
  return {
    tags: ['trading'],
    operationId: url === '/trading' ? 'trading' : 'tradingCoreServlet',
    summary: 'Trading command (a JSON envelope posted as the form body)',
    requestBody: {
      required: true,
      content: {
        [FORM]: { schema: { oneOf: commands.map((c) => ({ $ref: commandRef(c.cmd) })) }, examples },
      },
    },
    responses: {
      200: {
        description: "`rc >= 1` success with the command's `data`; `rc < 1` a coded failure (docs/api.md)",
        content: { 'application/json': { schema: jsonSchemaOf(tradingReplySchema, 'output') } },
      },
    },
  };
}

/** The OpenAPI 3.1 document of the routes and commands. */
export function buildOpenApi(
  routes: readonly CatalogueRoute[],
  commands: Readonly<Record<string, TradingCommand>>,
): JsonSchema {
  const list = Object.values(commands).sort((a, b) => a.cmd.localeCompare(b.cmd));
  const paths: Record<string, Record<string, JsonSchema>> = {};
  for (const route of routes) {
    const path = openApiPath(route.url);
    const method = route.method.toLowerCase();
    const item = (paths[path] ??= {});
    if (route.method === 'POST' && TRADING_PATHS.has(route.url)) {
      item[method] = tradingOperation(route.url, list);
      continue;
    }
    const operation: JsonSchema = {
      tags: [tagOf(route.url)],
      operationId: `${method} ${path}`,
      parameters: parameters(route),
      responses: { default: { description: 'JSON reply; a bad query gets a coded error (docs/api.md)' } },
    };
    if (route.body)
      operation.requestBody = { content: { 'application/json': { schema: jsonSchemaOf(route.body) } } };
    item[method] = operation;
  }
  const schemas: Record<string, JsonSchema> = {};
  for (const command of list) {
    schemas[`Command.${command.cmd}`] = commandEnvelope(command);
    schemas[`Reply.${command.cmd}`] = jsonSchemaOf(command.reply, 'output');
  }
  return {
    openapi: '3.1.0',
    info: {
      title: 'Sen HTTP API',
      version: APP_VERSION,
      description:
        'Generated from the zod schemas the server validates with. Trading commands are posted to ' +
        '`/trading`; each is a schema under components (`Command.<cmd>`, its reply data `Reply.<cmd>`). ' +
        'The realtime channel is described by [/api/asyncapi.json](/api/asyncapi.json) ' +
        '([as a page](/api/docs/realtime)).',
    },
    servers: [{ url: '/' }],
    paths,
    components: { schemas },
  };
}
