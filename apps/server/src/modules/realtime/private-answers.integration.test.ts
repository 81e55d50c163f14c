// The private channel's requests on the running server (spec §7 "Private actions"): ListAccount
// answers the registered user's sub-accounts (the same list as the ListAccount command),
// getSymbolInfo a symbol's facts with its margin ratio (the board's /getMarginList rule); before a
// registration, after a Logout, or for an unknown symbol, an error frame and nothing else.
import { listAccountMessageSchema, parsePrivateMessage, symbolInfoMessageSchema } from '@sen/protocol';
import { io as connect, type Socket as ClientSocket } from 'socket.io-client';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { testAppDatabases, type TestAppDatabase } from '../../plugins/storage/test-databases.ts';
import { startTestApp, type TestApp } from '../../testing/test-app.ts';
import { loginAs, postCommand, type TestCaller } from '../trading-gateway/test-client.ts';
import { byAction, nextMessage } from './test-client.ts';

let t: TestApp;
let demo: TestCaller;
const open: ClientSocket[] = [];

async function client(): Promise<ClientSocket> {
  const socket = connect(t.baseUrl, { path: '/socket.io', transports: ['websocket'], reconnection: false });
  open.push(socket);
  await new Promise<void>((resolve, reject) => {
    socket.once('connect', () => resolve());
    socket.once('connect_error', reject);
  });
  return socket;
}

const regs = (socket: ClientSocket, frame: object) => socket.emit('regs', JSON.stringify(frame));

async function registered(caller: TestCaller): Promise<ClientSocket> {
  const socket = await client();
  const ack = nextMessage(socket, 'private', byAction('register'));
  regs(socket, { action: 'register', data: { user: caller.user, session: caller.session } });
  expect(await ack).toMatchObject({ ok: true });
  return socket;
}

describe.each(testAppDatabases())('private channel requests on %s', (_kind, openDatabase) => {
  let database: TestAppDatabase;
  beforeAll(async () => {
    database = await openDatabase();
    t = await startTestApp({ demoUsers: true, ...database.overrides });
    demo = await loginAs(t.app, 'demo', 'Demo@123');
  });
  afterEach(() => {
    for (const socket of open.splice(0)) socket.close();
  });
  afterAll(async () => {
    await t?.stop();
    await database?.drop();
  });

  it('ListAccount answers the registered user its sub-accounts, as the ListAccount command does', async () => {
    const socket = await registered(demo);
    const answer = nextMessage(socket, 'private', byAction('ListAccount'));
    regs(socket, { action: 'ListAccount' });
    const message = await answer;
    expect(parsePrivateMessage(message).ok).toBe(true);
    const list = listAccountMessageSchema.parse(message).data;
    const command = await postCommand(t.app, 'B', demo, 'ListAccount');
    expect(list).toEqual(command.data);
    expect(list.length).toBeGreaterThan(0);
  });

  it('getSymbolInfo answers the facts of a symbol with its margin ratio', async () => {
    const socket = await registered(demo);
    const symbol = [...t.app.market.catalogue.vn30][0] ?? 'FPT';
    const answer = nextMessage(socket, 'private', byAction('getSymbolInfo'));
    regs(socket, { action: 'getSymbolInfo', data: symbol.toLowerCase() });
    const info = symbolInfoMessageSchema.parse(await answer).data;
    const state = t.app.market.store.get(symbol);
    expect(info).toMatchObject({
      symbol,
      reference: state?.reference,
      ceiling: state?.ceiling,
      floor: state?.floor,
      tradingDate: state?.tradingDate,
    });
    const marginList = (await t.get('/board/getMarginList')).body as {
      symbol: string;
      marginRatio: number;
    }[];
    expect(info.marginRatio).toBe(marginList.find((m) => m.symbol === symbol)?.marginRatio ?? 0);
    expect(info.marginRatio).toBeGreaterThan(0);
  });

  it('refuses an unknown symbol and a bad frame with an error frame', async () => {
    const socket = await registered(demo);
    const unknown = nextMessage(socket, 'private', byAction('error'));
    regs(socket, { action: 'getSymbolInfo', data: 'ZZZZ9' });
    expect((await unknown).message).toMatch(/unknown symbol "ZZZZ9"/);
    const bad = nextMessage(socket, 'private', byAction('error'));
    regs(socket, { action: 'getSymbolInfo', data: { symbol: 'FPT' } });
    expect((await bad).message).toMatch(/getSymbolInfo|expected string/);
  });

  it('refuses before a registration and after the session logged out', async () => {
    const anonymous = await client();
    const refused = nextMessage(anonymous, 'public', byAction('error'));
    regs(anonymous, { action: 'ListAccount' });
    expect((await refused).message).toMatch(/register/);

    const other = await loginAs(t.app, 'demo', 'Demo@123');
    const socket = await registered(other);
    const loggedOut = nextMessage(socket, 'private', byAction('logout'));
    expect((await postCommand(t.app, 'B', other, 'Logout')).rc).toBe(1);
    await loggedOut.catch(() => undefined);
    const after = nextMessage(socket, 'public', byAction('error'));
    regs(socket, { action: 'ListAccount' });
    expect((await after).message).toMatch(/register/);
  });
});
