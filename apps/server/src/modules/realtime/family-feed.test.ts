// Clients of the datafeed family against the real server (issue 23): socket.io 2 (Engine.IO 3) on
// `/` and on `/ps`, listening on the per-kind events the VPS and SBSI copies use, each message's
// fields parsed; Sen's own way (socket.io 4, `data`) receives exactly what it did before.
import { isDerivativeSymbol } from '@sen/market';
import { NDATA_SEPARATOR, parseNdata, parsePublicEnvelope } from '@sen/protocol';
import { io as connect, type Socket as ClientSocket } from 'socket.io-client';
import connectV2 from 'socket.io-client-v2';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../testing/test-app.ts';
import { byAction, collect, nextMessage, type Frame } from './test-client.ts';

let t: TestApp;
let vn30: string[];
let futures: string[];
const open: { close(): void }[] = [];

beforeAll(async () => {
  t = await startTestApp();
  vn30 = [...t.app.market.catalogue.vn30];
  futures = t.app.market.catalogue.ofKind('future').map((entry) => entry.symbol);
});
afterEach(() => {
  for (const socket of open.splice(0)) socket.close();
});
afterAll(async () => t?.stop());

type Emitter = { emit(event: string, ...args: unknown[]): unknown };
const regs = (socket: Emitter, frame: object) => socket.emit('regs', JSON.stringify(frame));
const any = () => true;
const TIME = /^\d\d:\d\d:\d\d$/;

async function legacyClient(namespace: string, transports = ['websocket']) {
  const socket = connectV2(`${t.baseUrl}${namespace}`, {
    path: '/socket.io',
    transports,
    reconnection: false,
    forceNew: true,
  });
  open.push(socket);
  await new Promise((resolve) => socket.once('connect', resolve));
  return socket;
}

/** The body of a per-kind message, checked against Sen's own reader too (the fields are a superset). */
function body(frame: Frame): Record<string, unknown> {
  const parsed = parsePublicEnvelope(frame);
  if (!parsed.ok) throw new Error(`unreadable ${JSON.stringify(frame)}: ${parsed.error}`);
  return frame.data as Record<string, unknown>;
}

describe('datafeed family clients (VPS copy: socket.io 2 on /, per-kind events)', () => {
  it('a VPS-style client joined with `list` reads index, stock and board with the family fields', async () => {
    const socket = await legacyClient('');
    const index = nextMessage(socket, 'index', any, 8000);
    const stock = nextMessage(socket, 'stock', (m) => m.data?.id === 3220, 8000);
    const board = nextMessage(socket, 'board', any, 8000);
    regs(socket, { action: 'join', list: vn30.join(',') });

    const i = body(await index);
    expect(i).toMatchObject({
      id: 1101,
      mc: expect.stringMatching(/^\d\d$/),
      time: expect.stringMatching(TIME),
    });
    expect(i.accVol).toBe(i.vol);
    expect(String(i.ot).split('|')).toHaveLength(6);

    const s = body(await stock);
    expect(vn30).toContain(s.sym);
    expect(s).toMatchObject({
      lastPrice: expect.any(Number),
      lastVol: expect.any(Number),
      cl: expect.any(String),
    });

    const b = body(await board);
    expect(b).toMatchObject({
      id: 3210,
      side: expect.stringMatching(/^[BS]$/),
      boardId: 'G1',
      marketId: expect.stringMatching(/^(STO|STX|UPX)$/),
      timeServer: expect.stringMatching(TIME),
      vol4: expect.any(Number),
      sequence: expect.any(Number),
    });
    expect(String(b.g1).split('|')).toHaveLength(3);
  });

  it('a futures board reads boardps, stockps (with openPrice, lv, tradingSession) and stockps10price', async () => {
    const socket = await legacyClient('');
    const depth = nextMessage(socket, 'boardps', any, 10_000);
    const trade = nextMessage(socket, 'stockps', any, 10_000);
    const tenLevels = nextMessage(socket, 'stockps10price', any, 10_000);
    regs(socket, { action: 'join', list: futures.join(',') });

    const d = body(await depth);
    expect(d).toMatchObject({
      id: 6210,
      boardId: 'G1',
      marketId: 'DER',
      timeServer: expect.stringMatching(TIME),
    });
    expect(futures).toContain(d.sym);

    const tr = body(await trade);
    expect(tr).toMatchObject({ id: 6220, oi: expect.any(Number), openPrice: expect.any(Number) });
    expect(tr.lv).toBe(tr.lastVol);
    expect(tr.timeServer).toBe(tr.time);
    expect(typeof tr.tradingSession).toBe('string');

    // Flat, as `/getps10pricesnapshot` answers; every pair followed by the separator.
    const ten = (await tenLevels) as unknown as { sym: string; side: string; ndata: string };
    expect(isDerivativeSymbol(ten.sym)).toBe(true);
    expect(['B', 'S']).toContain(ten.side);
    if (ten.ndata !== '') {
      expect(ten.ndata.endsWith(NDATA_SEPARATOR)).toBe(true);
      const pairs = ten.ndata.split(NDATA_SEPARATOR).slice(0, -1);
      expect(pairs.length).toBeGreaterThan(0);
      expect(pairs.length).toBeLessThanOrEqual(10);
      for (const pair of pairs) expect(pair).toMatch(/^\d+(\.\d+)?:\d+$/);
      expect(parseNdata(ten.ndata, 'future').ok).toBe(true);
    }
  });

  it('odd lots go out on soddlot', async () => {
    const socket = await legacyClient('');
    const odd = nextMessage(socket, 'soddlot', any, 15_000);
    regs(socket, { action: 'join', list: 'ODD_HSX' });
    expect(body(await odd)).toMatchObject({ boardId: 'G4', sym: expect.any(String) });
  });
});

describe('datafeed family clients (SBSI copy: namespace /ps)', () => {
  it('accepts /ps over WebSocket and polling, delivers on public and per kind, answers ping with an object', async () => {
    for (const transports of [['websocket'], ['polling']]) {
      const socket = await legacyClient('/ps', transports);
      const index = nextMessage(socket, 'public', (m) => m.data?.id === 1101, 8000);
      const trade = nextMessage(socket, 'stock', (m) => m.data?.id === 3220, 8000);
      regs(socket, { action: 'join', data: vn30.join(',') });
      expect(body(await index)).toMatchObject({ id: 1101, accVol: expect.any(Number) });
      expect(vn30).toContain(body(await trade).sym);
      const pong = nextMessage(socket, 'public', byAction('ping'));
      regs(socket, { action: 'ping', mode: 'sync', data: ' ' });
      const reply = await pong;
      const data = reply.data as { id: number; time: string; marketTime: string };
      expect(data.id).toBe(0);
      expect(data.time).toMatch(TIME);
      expect(data.marketTime).toMatch(/\+07:00$/);
      socket.close();
    }
  });
});

describe("Sen's own client way is unchanged", () => {
  async function senClient(origin?: string): Promise<ClientSocket> {
    const socket = connect(t.baseUrl, {
      path: '/socket.io',
      transports: ['websocket'],
      reconnection: false,
      ...(origin === undefined ? {} : { extraHeaders: { origin } }),
    });
    open.push(socket);
    await new Promise<void>((resolve, reject) => {
      socket.once('connect', () => resolve());
      socket.once('connect_error', reject);
    });
    return socket;
  }

  it('gets public only (no per-kind events, no family fields) and the ping as market time text', async () => {
    const socket = await senClient();
    const kinds = ['index', 'stock', 'board'].map((event) => collect(socket, event));
    const depth = nextMessage(socket, 'public', (m) => m.data?.id === 3210, 8000);
    regs(socket, { action: 'join', data: vn30.join(',') });
    const d = body(await depth);
    expect(d.marketId).toBeUndefined();
    expect(d.timeServer).toBeUndefined();
    const pong = nextMessage(socket, 'public', byAction('ping'));
    regs(socket, { action: 'ping', mode: 'sync', data: ' ' });
    expect(typeof (await pong).data).toBe('string');
    for (const seen of kinds) expect(seen()).toEqual([]);
  });

  it('opens from another origin (public data), but a registration still needs a valid session', async () => {
    const socket = await senClient('https://board.other.example');
    const ack = nextMessage(socket, 'private', byAction('register'));
    regs(socket, { action: 'register', data: { user: 'demo1', session: 'forged-session' } });
    expect(await ack).toMatchObject({ ok: false, data: 'NOK' });
  });
});
