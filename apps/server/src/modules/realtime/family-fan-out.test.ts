// The fan-out's family way (family-feed.ts) with fake sockets: Sen's clients get the very same
// frames as before; family clients get `public` and the kind's event, with the family's fields,
// in their namespace; family-only messages reach family clients only.
import { afterEach, describe, expect, it } from 'vitest';
import { ClientSession } from './client-session.ts';
import { FanOut } from './fan-out.ts';
import { fakeSocket } from './fake-socket.ts';
import { familyEventOf, familyPayload } from './family-feed.ts';

const trade = { id: 3220, sym: 'FPT', lastPrice: 97.5, sID: 1 };
const depth = { id: 3210, sym: 'FPT', side: 'B', g1: '97.40|10|d', g2: '0|0|e', g3: '0|0|e' };
const foreign = { id: 3250, symbol: 'FPT', fBVol: 10, fSVolume: 0, fRoom: 5000 };

function setup() {
  const fanOut = new FanOut({ flushDelayMs: 0, stampSendTime: false });
  const make = (options: { family?: boolean; namespace?: string }, ...rooms: string[]) => {
    const { socket, engine } = fakeSocket(false, options.namespace ?? '/');
    const client = new ClientSession(socket, { slowClientPackets: 100, slowClientBytes: 10_000 });
    client.family = options.family === true;
    fanOut.add(client);
    for (const room of rooms) {
      client.symbols.add(room);
      fanOut.join(client, room);
    }
    return { client, engine };
  };
  return { fanOut, make };
}

/** Decodes `2["event",payload]` or `2/ps,["event",payload]`. */
function decode(packet: string): { namespace: string; event: string; payload: unknown } {
  const match = /^2(\/[a-z]+,)?(.*)$/s.exec(packet)!;
  const [event, payload] = JSON.parse(match[2]!) as [string, unknown];
  return { namespace: match[1]?.slice(0, -1) ?? '/', event, payload };
}

describe('FanOut, the datafeed family way', () => {
  let fanOut: FanOut | undefined;
  afterEach(() => fanOut?.close());

  it("sends Sen's clients public only, unchanged; family clients public plus the kind, with extras", () => {
    const s = setup();
    fanOut = s.fanOut;
    const sen = s.make({}, 'FPT');
    const vps = s.make({ family: true }, 'FPT');
    const sbsi = s.make({ family: true, namespace: '/ps' }, 'FPT');
    expect(s.fanOut.wantsFamily('FPT')).toBe(true);
    expect(s.fanOut.wantsFamily('VNM')).toBe(false);
    s.fanOut.publish('FPT', trade);
    s.fanOut.publish('FPT', depth, false, { extras: { vol4: 30, marketId: 'STO' } });
    s.fanOut.publish('FPT', foreign, false, { extras: { fBVol: '10', fBValue: '975', fRoom: '5000' } });
    s.fanOut.flush();

    expect(sen.engine.sent.map(decode)).toEqual([
      { namespace: '/', event: 'public', payload: { data: trade } },
      { namespace: '/', event: 'public', payload: { data: depth } },
      { namespace: '/', event: 'public', payload: { data: foreign } },
    ]);
    const familyDepth = { ...depth, vol4: 30, marketId: 'STO' };
    const familyForeign = { ...foreign, fBVol: '10', fBValue: '975', fRoom: '5000' };
    const expected = (namespace: string) => [
      { namespace, event: 'public', payload: { data: trade } },
      { namespace, event: 'stock', payload: { data: trade } },
      { namespace, event: 'public', payload: { data: familyDepth } },
      { namespace, event: 'board', payload: { data: familyDepth } },
      { namespace, event: 'public', payload: { data: familyForeign } },
      { namespace, event: 'stock', payload: { data: familyForeign } },
    ];
    expect(vps.engine.sent.map(decode)).toEqual(expected('/'));
    expect(sbsi.engine.sent.map(decode)).toEqual(expected('/ps'));
  });

  it('family-only messages (futures 10 levels of a joined contract) skip Sen clients', () => {
    const s = setup();
    fanOut = s.fanOut;
    const sen = s.make({}, 'VN30F2412');
    const vps = s.make({ family: true }, 'VN30F2412');
    const ten = { id: 3211, sym: 'VN30F2412', side: 'S', ndata: '1300.1:5SOH1300.2:7' };
    s.fanOut.publish('VN30F2412', ten, false, { only: true });
    s.fanOut.flush();
    expect(sen.engine.sent).toEqual([]);
    expect(vps.engine.sent.map(decode)).toEqual([
      { namespace: '/', event: 'stockps10price', payload: { ...ten, ndata: '1300.1:5SOH1300.2:7SOH' } },
    ]);
  });

  it('a client asking the family way keeps its rooms and starts receiving per-kind events', () => {
    const s = setup();
    fanOut = s.fanOut;
    const c = s.make({}, 'FPT');
    s.fanOut.makeFamily(c.client);
    expect(c.client.family).toBe(true);
    s.fanOut.publish('FPT', trade);
    s.fanOut.publish(null, { id: 1101, mc: '10', vol: 5 }, false, { extras: { accVol: 5 } });
    s.fanOut.flush();
    expect(c.engine.sent.map((packet) => decode(packet).event)).toEqual([
      'public',
      'stock',
      'public',
      'index',
    ]);
    s.fanOut.remove(c.client);
    expect(s.fanOut.wants('FPT')).toBe(false);
    expect(s.fanOut.clientCount).toBe(0);
  });

  it('maps each message id to its kind event', () => {
    const kinds = [
      [{ id: 1101 }, 'index'],
      [{ id: 3210 }, 'board'],
      [{ id: 3210, boardId: 'G4' }, 'soddlot'],
      [{ id: 3220, boardId: 'G4' }, 'soddlot'],
      [{ id: 3223 }, 'stock'],
      [{ id: 6210 }, 'boardps'],
      [{ id: 6220 }, 'stockps'],
      [{ id: 3211, sym: 'VN30F2412' }, 'stockps10price'],
      [{ id: 3211, sym: 'FPT' }, undefined],
      [{ id: 9100 }, 'spt'],
      [{ id: 6666 }, undefined],
    ] as const;
    for (const [message, kind] of kinds) expect(familyEventOf(message)).toBe(kind);
    expect(familyPayload('stockps10price', { id: 3211, ndata: '' })).toEqual({ id: 3211, ndata: '' });
  });
});
