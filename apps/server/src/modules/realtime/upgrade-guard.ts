// Refuses a WebSocket upgrade of the realtime path from a foreign Origin with HTTP 403 and a JSON
// body, before Engine.IO sees it (Engine.IO answers every refused upgrade `400 text/html`). It
// wraps the server's `upgrade` listeners that are there when it is installed (Engine.IO's), so a
// refused upgrade reaches none of them; every other upgrade goes on to them unchanged.
import type { IncomingMessage, Server as HttpServer } from 'node:http';
import type { Duplex } from 'node:stream';
import { senErrorText } from '@sen/market';

type UpgradeListener = (req: IncomingMessage, socket: Duplex, head: Buffer) => void;

export function guardUpgrades(
  server: HttpServer,
  path: string,
  allowed: (req: IncomingMessage) => boolean,
  onRefused: (req: IncomingMessage) => void,
): void {
  const listeners = server.listeners('upgrade') as UpgradeListener[];
  server.removeAllListeners('upgrade');
  const prefix = path.endsWith('/') ? path : `${path}/`;
  server.on('upgrade', (req: IncomingMessage, socket: Duplex, head: Buffer) => {
    const url = req.url ?? '';
    if ((url === path || url.startsWith(prefix) || url.startsWith(`${path}?`)) && !allowed(req)) {
      onRefused(req);
      refuse(socket);
      return;
    }
    for (const listener of listeners) listener.call(server, req, socket, head);
  });
}

function refuse(socket: Duplex): void {
  socket.on('error', () => {});
  if (socket.writable) {
    const body = JSON.stringify({ code: 4, message: senErrorText('originNotAllowed', 'en') });
    socket.write(
      'HTTP/1.1 403 Forbidden\r\nConnection: close\r\nContent-Type: application/json\r\n' +
        `Content-Length: ${Buffer.byteLength(body)}\r\n\r\n${body}`,
    );
  }
  socket.destroy();
}
