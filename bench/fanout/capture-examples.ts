// Prints one real message of each kind from a running server, for docs/api.md: starts the app
// (demo clock at 10:00), joins the VN30 symbols, ODD_HSX and one depth stream, pings, sends a bad
// frame and an unknown registration, and prints the first message of each id / action it receives.
// `npx tsx bench/fanout/capture-examples.ts [seconds]`
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { MarketRuntime } from '@sen/server';
import { buildApp } from '@sen/server';
import { io } from 'socket.io-client';

const seconds = Number(process.argv[2] ?? 10);
const dataDir = mkdtempSync(join(tmpdir(), 'sen-capture-'));
mkdirSync(join(dataDir, 'web'));
writeFileSync(join(dataDir, 'web', 'index.html'), '<!doctype html>');
const app = (await buildApp({
  port: 0,
  host: '127.0.0.1',
  dataDir,
  webDir: join(dataDir, 'web'),
  clock: 'demo',
  clockStart: '10:00',
  demoUsers: false,
  logLevel: 'silent',
})) as Awaited<ReturnType<typeof buildApp>> & { market: MarketRuntime };
await app.listen({ port: 0, host: '127.0.0.1' });
const address = app.server.address();
const url = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
const vn30 = [...app.market.catalogue.vn30];

const seen = new Map<string, unknown>();
const socket = io(url, { transports: ['websocket'] });
const keep = (event: string) => (message: { data?: { id?: number; boardId?: string }; action?: string }) => {
  const key = `${event} ${message.data?.id ?? message.action ?? '?'}${message.data?.boardId === 'G4' ? ' odd-lot' : ''}`;
  const previous = seen.get(key) as { data?: { ndata?: string } } | undefined;
  // Keep the first of each kind; a first 3211 of an empty side is replaced by one with levels.
  if (previous === undefined || previous.data?.ndata === '') seen.set(key, message);
};
socket.on('public', keep('public'));
socket.on('private', keep('private'));
socket.on('connect', () => {
  const regs = (frame: object | string) =>
    socket.emit('regs', typeof frame === 'string' ? frame : JSON.stringify(frame));
  regs({ action: 'join', data: [...vn30, 'ODD_HSX'].join(',') });
  regs({ action: 'join', data: `${vn30[0]},S` });
  regs({ action: 'ping', mode: 'sync', data: ' ' });
  regs('{"action":"join","data":"FPT,V-N"}');
  regs({ action: 'register', data: { user: 'nobody', session: 'not-a-session' } });
});
await new Promise((resolve) => setTimeout(resolve, seconds * 1000));
for (const [key, message] of [...seen.entries()].sort()) console.log(`${key}\n${JSON.stringify(message)}\n`);
socket.close();
await app.close();
rmSync(dataDir, { recursive: true, force: true });
process.exit(0);
