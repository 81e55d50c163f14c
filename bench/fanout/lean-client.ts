// A Socket.IO client reduced to what the benchmark needs, speaking the real protocol over `ws`:
// Engine.IO v4 open/ping/pong, the Socket.IO CONNECT of namespace `/`, `regs` frames out and
// `public` events in. socket.io-client decodes every event into objects; 5,000 of them would cost
// this 2-core machine more than the server under test, so receipt here only reads the stamp.
import { WebSocket } from 'ws';

export interface LeanClientHandlers {
  onReady(client: LeanClient): void;
  /** A `public` event arrived; `stamp` is its `st` field (epoch ms) or NaN. */
  onPublic(stamp: number, receivedAt: number): void;
  onClose(): void;
}

const STAMP = Buffer.from('"st":');

/** The decimal integer at `at` in `bytes`, NaN when there is none. */
function integerAt(bytes: Buffer, at: number): number {
  let value = 0;
  let digits = 0;
  for (let i = at; i < bytes.length; i += 1, digits += 1) {
    const c = bytes[i]! - 48;
    if (c < 0 || c > 9) break;
    value = value * 10 + c;
  }
  return digits === 0 ? Number.NaN : value;
}

export class LeanClient {
  private readonly ws: WebSocket;

  constructor(url: string, handlers: LeanClientHandlers) {
    this.ws = new WebSocket(`${url.replace(/^http/, 'ws')}/socket.io/?EIO=4&transport=websocket`, {
      perMessageDeflate: false,
      skipUTF8Validation: true,
    });
    this.ws.on('message', (raw: Buffer) => {
      const receivedAt = Date.now();
      const type = raw[0];
      if (type === 52 /* '4' message */) {
        if (raw[1] === 50 /* '42' event */) {
          const at = raw.lastIndexOf(STAMP);
          handlers.onPublic(at < 0 ? Number.NaN : integerAt(raw, at + STAMP.length), receivedAt);
        } else if (raw[1] === 48 /* '40' connect */) {
          handlers.onReady(this);
        }
      } else if (type === 50 /* '2' ping */) {
        this.ws.send('3');
      } else if (type === 48 /* '0' open */) {
        this.ws.send('40');
      }
    });
    this.ws.on('close', () => handlers.onClose());
    this.ws.on('error', () => {});
  }

  /** Emits `regs` with a JSON-string frame, as the web client does. */
  regs(frame: object): void {
    this.ws.send(`42${JSON.stringify(['regs', JSON.stringify(frame)])}`);
  }

  close(): void {
    this.ws.close();
  }
}
