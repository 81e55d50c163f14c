// Issue 6 (slowloris) and part of R10: connections that send part of a request head, or nothing,
// or a head and then a trickle of body, are closed by the server (Node's headersTimeout and
// requestTimeout), while a normal request on the same server still works.
import { connect, type Socket } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../testing/test-app.ts';

let t: TestApp;
let port: number;
beforeAll(async () => {
  t = await startTestApp({ http: { headersTimeoutMs: 400, requestTimeoutMs: 800, checkEveryMs: 100 } });
  port = Number(new URL(t.baseUrl).port);
});
afterAll(async () => t?.stop());

/** Opens a raw TCP connection; resolves with it and a promise of its close (with the time it took). */
async function raw(): Promise<{ socket: Socket; closed: Promise<number> }> {
  const socket = connect(port, '127.0.0.1');
  await new Promise<void>((resolve, reject) => socket.once('connect', resolve).once('error', reject));
  const opened = Date.now();
  socket.on('data', () => {});
  socket.on('error', () => {});
  const closed = new Promise<number>((resolve) => socket.once('close', () => resolve(Date.now() - opened)));
  return { socket, closed };
}

const SLOW_CLIENTS = Number(process.env.SEN_SOAK_SLOW_CLIENTS ?? 50);

describe('slow clients are cut off (slowloris)', () => {
  it(`${SLOW_CLIENTS} connections holding half a request head are all closed within 2 s`, async () => {
    const clients = await Promise.all(Array.from({ length: SLOW_CLIENTS }, () => raw()));
    for (const { socket } of clients) socket.write('GET /health HTTP/1.1\r\nHost: 127.0.0.1\r\nX-Slow: ');
    // Keep trickling a header byte now and then, as a slowloris client does.
    const trickle = setInterval(() => {
      for (const { socket } of clients) if (!socket.destroyed) socket.write('a');
    }, 100);
    try {
      const times = await Promise.all(clients.map(({ closed }) => closed));
      expect(Math.max(...times)).toBeLessThan(2_000);
    } finally {
      clearInterval(trickle);
    }
    expect((await t.get('/health')).status).toBe(200);
  });

  it('a half-sent head is answered 408 in the REST error shape before the close', async () => {
    const socket = connect(port, '127.0.0.1');
    let data = '';
    socket.on('data', (chunk) => (data += chunk.toString()));
    socket.on('error', () => {});
    const closed = new Promise<void>((resolve) => socket.once('close', () => resolve()));
    socket.write('GET /health HTTP/1.1\r\nHost: 127.0.0.1\r\nX-Slow: ');
    await closed;
    const [head = '', body = ''] = data.split('\r\n\r\n');
    expect(head).toMatch(/^HTTP\/1\.1 408 /);
    expect(JSON.parse(body)).toEqual({
      statusCode: 408,
      error: 'request_timeout',
      message: 'Request not received in time',
    });
  });

  it('a connection that sends nothing is closed', async () => {
    const { closed } = await raw();
    expect(await closed).toBeLessThan(2_000);
  });

  it('a request whose body trickles in is cut off by the request timeout', async () => {
    const { socket, closed } = await raw();
    socket.write(
      'POST /trading HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: text/plain\r\nContent-Length: 1000\r\n\r\n{',
    );
    const trickle = setInterval(() => !socket.destroyed && socket.write(' '), 100);
    try {
      expect(await closed).toBeLessThan(2_500);
    } finally {
      clearInterval(trickle);
    }
  });
});
