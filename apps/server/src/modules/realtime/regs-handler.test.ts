import { describe, expect, it } from 'vitest';
import { ClientSession } from './client-session.ts';
import { fakeSocket } from './fake-socket.ts';
import { handleRegs, type RegsContext } from './regs-handler.ts';

function setup(limits = { maxSymbolsPerClient: 3, maxDepthStreamsPerClient: 1 }) {
  const calls: string[] = [];
  const ctx: RegsContext = {
    join: (_c, room) => calls.push(`join ${room}`),
    leave: (_c, room) => calls.push(`leave ${room}`),
    sendDepthSnapshot: (_c, symbol, side) => {
      calls.push(`depth ${symbol} ${side}`);
      return symbol !== 'NOPE';
    },
    answerPing: (_c, mode) => calls.push(`ping ${mode}`),
    register: async (_c, user) => {
      calls.push(`register ${user}`);
    },
    answerPrivate: async (_c, request) => {
      calls.push(`private ${request.type}`);
      return undefined;
    },
    knowsSymbol: (symbol) => !['NOPE', 'ZZZZ'].includes(symbol),
    limits,
  };
  const client = new ClientSession(fakeSocket().socket, { slowClientPackets: 10, slowClientBytes: 1000 });
  return { ctx, client, calls };
}

describe('handleRegs', () => {
  it('joins new symbols once and leaves them', async () => {
    const { ctx, client, calls } = setup();
    expect(
      await handleRegs({ type: 'join', symbols: ['FPT', 'VNM'], oddLot: ['ODD_HSX'] }, client, ctx),
    ).toBeUndefined();
    expect(await handleRegs({ type: 'join', symbols: ['FPT'], oddLot: [] }, client, ctx)).toBeUndefined();
    expect(
      await handleRegs({ type: 'leave', symbols: ['VNM', 'HPG'], oddLot: [] }, client, ctx),
    ).toBeUndefined();
    expect(calls).toEqual(['join FPT', 'join VNM', 'join ODD_HSX', 'leave VNM']);
    expect([...client.symbols]).toEqual(['FPT', 'ODD_HSX']);
  });

  it('skips unlisted symbols of a join, and refuses a join of unlisted symbols only, changing nothing', async () => {
    const { ctx, client, calls } = setup();
    expect(
      await handleRegs({ type: 'join', symbols: ['FPT', 'ZZZZ'], oddLot: [] }, client, ctx),
    ).toBeUndefined();
    expect(await handleRegs({ type: 'join', symbols: ['ZZZZ', 'NOPE'], oddLot: [] }, client, ctx)).toMatch(
      /unknown symbol "ZZZZ,NOPE"/,
    );
    expect(calls).toEqual(['join FPT']);
    expect([...client.symbols]).toEqual(['FPT']);
  });

  it('names only the unknown symbols of a refused join, at most 10 of them', async () => {
    const { ctx, client, calls } = setup();
    ctx.knowsSymbol = (symbol) => !symbol.startsWith('Q');
    const unknown = Array.from({ length: 2000 }, (_, i) => `Q${String(i).padStart(19, '0')}`);
    const refused = await handleRegs({ type: 'join', symbols: unknown, oddLot: [] }, client, ctx);
    expect(refused).toBe(`unknown symbol "${unknown.slice(0, 10).join(',')}" and 1990 more`);
    expect(refused!.length).toBeLessThan(300);
    const few = await handleRegs({ type: 'join', symbols: ['Q1', 'Q2'], oddLot: [] }, client, ctx);
    expect(few).toBe('unknown symbol "Q1,Q2"');
    expect(calls).toEqual([]);
    expect(client.symbols.size).toBe(0);
  });

  it('refuses a join beyond the per-client limit and changes nothing', async () => {
    const { ctx, client, calls } = setup();
    await handleRegs({ type: 'join', symbols: ['FPT', 'VNM'], oddLot: [] }, client, ctx);
    const refused = await handleRegs({ type: 'join', symbols: ['HPG', 'MWG'], oddLot: [] }, client, ctx);
    expect(refused).toMatch(/at most 3 symbols/);
    expect([...client.symbols]).toEqual(['FPT', 'VNM']);
    expect(calls).toEqual(['join FPT', 'join VNM']);
  });

  it('answers a depth request with its snapshot, then joins the depth stream; unknown symbols are refused', async () => {
    const { ctx, client, calls } = setup();
    expect(await handleRegs({ type: 'join-depth', symbol: 'FPT', side: 'S' }, client, ctx)).toBeUndefined();
    expect(await handleRegs({ type: 'join-depth', symbol: 'VNM', side: 'B' }, client, ctx)).toMatch(
      /at most 1 depth/,
    );
    await handleRegs({ type: 'leave-depth', symbol: 'FPT', side: 'S' }, client, ctx);
    expect(await handleRegs({ type: 'join-depth', symbol: 'NOPE', side: 'B' }, client, ctx)).toMatch(
      /unknown symbol/,
    );
    expect(calls).toEqual(['depth FPT S', 'join FPT,S', 'leave FPT,S', 'depth NOPE B']);
    expect(client.depthStreams.size).toBe(0);
  });

  it('answers pings and passes registrations on', async () => {
    const { ctx, client, calls } = setup();
    await handleRegs({ type: 'ping', mode: 'sync' }, client, ctx);
    await handleRegs({ type: 'register', user: 'u1', session: 's' }, client, ctx);
    expect(calls).toEqual(['ping sync', 'register u1']);
  });
});
