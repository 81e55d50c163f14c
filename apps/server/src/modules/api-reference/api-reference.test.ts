import {
  decodeTradingRequest,
  CLIENT_FRAME_SCHEMAS,
  parseClientFrame,
  parseCommandParams,
} from '@sen/protocol';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../testing/test-app.ts';
import { CLIENT_FRAME_EXAMPLES } from './asyncapi-document.ts';
import { COMMAND_EXAMPLES } from './command-examples.ts';
import { openApiPath } from './openapi-document.ts';

type Doc = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

/** Every route of fastify's own route tree (`printRoutes`), as [METHOD, path] pairs. */
function printedRoutes(tree: string): [string, string][] {
  const stack: string[] = [];
  const routes: [string, string][] = [];
  for (const line of tree.split('\n')) {
    const match = /^((?:[│ ] {3})*)[├└]── (.*?)(?: \(([A-Z, ]+)\))?$/.exec(line);
    if (!match) continue;
    const depth = (match[1] ?? '').length / 4;
    const path = (stack[depth - 1] ?? '') + (match[2] ?? '');
    stack[depth] = path;
    stack.length = depth + 1;
    for (const method of (match[3] ?? '').split(', ').filter(Boolean)) routes.push([method, path]);
  }
  return routes;
}

describe('API reference generated from the code', () => {
  let server: TestApp;
  let openApi: Doc;
  let asyncApi: Doc;
  beforeAll(async () => {
    server = await startTestApp();
    openApi = (await server.get('/api/openapi.json')).body as Doc;
    asyncApi = (await server.get('/api/asyncapi.json')).body as Doc;
  });
  afterAll(() => server.stop());

  it('lists every registered HTTP route with its methods', () => {
    const routes = printedRoutes(server.app.printRoutes({ commonPrefix: false }));
    expect(routes.length).toBeGreaterThan(100);
    const documented = (method: string, path: string): boolean => {
      const m = method.toLowerCase();
      if (!path.includes('*')) return openApi.paths[openApiPath(path)]?.[m] !== undefined;
      // printRoutes shows a wildcard route under its nearest static node (`/api/docs` + `*`).
      const prefix = openApiPath(path.slice(0, path.indexOf('*')));
      return Object.entries(openApi.paths as Record<string, Doc>).some(
        ([key, item]) => key.startsWith(prefix) && key.endsWith('{wildcard}') && item[m] !== undefined,
      );
    };
    const missing = routes.filter(([method, path]) => !documented(method, path));
    expect(missing).toEqual([]);
    expect(openApi.openapi).toBe('3.1.0');
  });

  it('documents route parameters from their zod schemas', () => {
    const operation = openApi.paths['/board/getStockInfo/{symbol}'].get;
    expect(operation.parameters).toContainEqual(expect.objectContaining({ name: 'symbol', in: 'path' }));
    const query = openApi.paths['/board/getAllStock'].get.parameters as { name: string; in: string }[];
    expect(query.some((p) => p.in === 'query' && p.name === 'market')).toBe(true);
  });

  it('lists every registered trading command with its parameters and reply', () => {
    const commands = Object.keys(server.app.trading.registered);
    expect(commands.length).toBeGreaterThan(40);
    const body = openApi.paths['/trading'].post.requestBody.content['application/x-www-form-urlencoded'];
    const refs = (body.schema.oneOf as { $ref: string }[]).map((r) => r.$ref);
    for (const cmd of commands) {
      expect(openApi.components.schemas[`Command.${cmd}`], cmd).toBeDefined();
      expect(openApi.components.schemas[`Reply.${cmd}`], cmd).toBeDefined();
      expect(refs).toContain(`#/components/schemas/Command.${cmd}`);
    }
  });

  it('has only examples that the schema they illustrate accepts', () => {
    const examples: unknown[] = [];
    const body = openApi.paths['/trading'].post.requestBody.content['application/x-www-form-urlencoded'];
    for (const example of Object.values(body.examples as Record<string, { value: unknown }>))
      examples.push(example.value);
    for (const schema of Object.values(openApi.components.schemas as Record<string, Doc>))
      examples.push(...((schema.examples ?? []) as unknown[]));
    expect(examples.length).toBeGreaterThanOrEqual(2 * COMMAND_EXAMPLES.length);
    for (const example of examples) {
      const request = decodeTradingRequest(JSON.stringify(example));
      expect(request.ok, JSON.stringify(example)).toBe(true);
      if (!request.ok) continue;
      const command = server.app.trading.registered[request.value.data.cmd];
      expect(command, request.value.data.cmd).toBeDefined();
      if (!command) continue;
      expect(request.value.group).toBe(command.group);
      expect(parseCommandParams(command, request.value.data)).toMatchObject({ ok: true });
    }
  });

  it('describes the realtime channel as AsyncAPI 3 with valid frame examples', () => {
    expect(asyncApi.asyncapi).toBe('3.0.0');
    expect(Object.keys(asyncApi.channels)).toEqual(['regs', 'public', 'private']);
    for (const action of Object.keys(CLIENT_FRAME_SCHEMAS)) {
      const message = asyncApi.components.messages[`regs.${action}`];
      expect(message.payload, action).toBeTypeOf('object');
      for (const example of message.examples as { payload: unknown }[]) {
        expect(parseClientFrame(example.payload), action).toMatchObject({ ok: true });
      }
    }
    expect(Object.keys(CLIENT_FRAME_EXAMPLES)).toEqual(Object.keys(CLIENT_FRAME_SCHEMAS));
    expect(asyncApi.components.messages.public.payload.oneOf.length).toBeGreaterThan(5);
  });

  it('serves a browsable page with its scripts from the server itself', async () => {
    const page = await fetch(`${server.baseUrl}/api/docs`);
    const html = await page.text();
    expect(page.headers.get('content-security-policy')).toContain("script-src 'self'");
    expect(html).not.toMatch(/<script>(?!<\/script>)/);
    for (const src of [...html.matchAll(/(?:src|href)="(\/api\/docs\/[^"]+)"/g)].map((m) => m[1])) {
      const asset = await fetch(`${server.baseUrl}${src}`);
      expect(asset.status, src).toBe(200);
      expect((await asset.arrayBuffer()).byteLength, src).toBeGreaterThan(0);
    }
    const realtime = await server.get('/api/docs/realtime');
    expect(realtime.body).toContain('getSymbolInfo');
    // both pages name the app's icon: a browser asks for /favicon.ico (a 404) when a page names none
    for (const body of [html, realtime.body as string])
      expect(body).toContain('<link rel="icon" href="/icons/sen.svg" type="image/svg+xml">');
  });
});
