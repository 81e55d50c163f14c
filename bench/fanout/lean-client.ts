// A Socket.IO client reduced to what the benchmark needs, speaking the real protocol on a raw TCP
// socket: the HTTP/1.1 WebSocket upgrade (RFC 6455, accept key checked), Engine.IO v4 open/ping/pong, the
// Socket.IO CONNECT of namespace `/`, `regs` frames out (masked, as a client must) and `public`
// events in. socket.io-client decodes every event into objects, and even `ws` makes a buffer and an
// event per frame; for 5,000 clients on this 2-core machine that would cost more CPU than the
// server under test. So this one reads each socket into one buffer shared by the worker's sockets
// (`onread`: no buffer made and no stream event per read), takes the receipt time once per read
// (when the frames arrive), walks the WebSocket frames in place, and reads only the stamp.
import { createHash, randomBytes } from 'node:crypto';
import { connect, type Socket } from 'node:net';
import { constants, inflateRawSync } from 'node:zlib';

/**
 * What the client asks for: `single` one frame per message (the default of any Socket.IO client),
 * `batch` the flush's messages in one `publics` frame (auth `{"frames":"batch"}`, as Sen's web
 * client does), `deflate` batch frames with per-message deflate offered in the upgrade (as every
 * browser offers it).
 */
export type FrameMode = 'single' | 'batch' | 'deflate';

export interface LeanClientHandlers {
  onReady(client: LeanClient): void;
  /** A `public` event or a `publics` batch arrived: each message's `st` field (epoch ms, NaN when none). */
  onPublic(stamps: readonly number[], receivedAt: number): void;
  onClose(): void;
}

const STAMP = Buffer.from('"st":');
/** RFC 7692 §7.2.2: a compressed message's payload lacks the deflate block's tail. */
const DEFLATE_TAIL = Buffer.from([0x00, 0x00, 0xff, 0xff]);
const RSV1 = 0x40;
const WS_GUID = '258EAFA5-E914-47DA-95CA-C5AB0DC85B11';
/** Where every socket of this process reads into; its bytes are used before the next read. */
const READ_BUFFER = Buffer.allocUnsafe(256 * 1024);
const HEADER_END = Buffer.from('\r\n\r\n');
const OPCODE_TEXT = 1;
const OPCODE_CLOSE = 8;
const OPCODE_PING = 9;
const OPCODE_PONG = 10;
const CHAR_0 = 48;
const CHAR_2 = 50;
const CHAR_4 = 52;

/** Set by {@link napWhileReading}: how long a nap lasts (0: none), and whether one is due. */
let napMs = 0;
let napDue = false;
const NAP_CELL = new Int32Array(new SharedArrayBuffer(4));

/**
 * Makes this process, after each event-loop turn in which it read something, sleep `ms` before it
 * polls its sockets again, so the sockets that became readable meanwhile are read in one turn.
 * Without it a worker that reads faster than the server writes sleeps in epoll after nearly every
 * socket and is woken by the server's next write to it; on this 2-core machine those wake-ups cost
 * both processes CPU. A message's receipt time is taken when its turn reads it, so a nap delays
 * the messages that arrive during it by at most `ms`, and they are measured with that delay.
 */
export function napWhileReading(ms: number): void {
  napMs = ms;
}

function napAfterThisTurn(): void {
  if (napMs <= 0 || napDue) return;
  napDue = true;
  setImmediate(() => {
    Atomics.wait(NAP_CELL, 0, 0, napMs);
    napDue = false;
  });
}

/** The decimal integer at `at` in `bytes` (up to `end`), NaN when there is none. */
function integerAt(bytes: Buffer, at: number, end: number): number {
  let value = 0;
  let i = at;
  for (; i < end; i += 1) {
    const digit = bytes[i]! - CHAR_0;
    if (digit < 0 || digit > 9) break;
    value = value * 10 + digit;
  }
  return i === at ? Number.NaN : value;
}

/**
 * The last compressed payload this process inflated and its text: the server compresses a frame
 * once for every client given the same messages, so a process inflates each such frame once (a
 * browser inflates its own frames on its own machine; here the clients share the server's 2 cores).
 */
let lastDeflated: Buffer | undefined;
let lastInflated: Buffer | undefined;

function inflated(payload: Buffer): Buffer {
  if (lastDeflated !== undefined && lastDeflated.equals(payload)) return lastInflated!;
  lastDeflated = Buffer.from(payload);
  lastInflated = inflateRawSync(Buffer.concat([payload, DEFLATE_TAIL]), {
    finishFlush: constants.Z_SYNC_FLUSH,
  });
  return lastInflated;
}
/** The event frame whose stamps were read last, and its stamps (batch frames reach many clients alike). */
let lastEvent: Buffer | undefined;
const BATCH_HEAD = Buffer.from('42["publics"');
let lastStamps: number[] = [];

/** The `st` stamps of an event frame's messages, in order (read once per distinct frame of a process). */
function stampsIn(bytes: Buffer, start: number, end: number): number[] {
  // An inflated frame is the text kept for its compressed bytes: read once.
  if (bytes === lastEvent && start === 0 && end === bytes.length) return lastStamps;
  const frame = bytes.subarray(start, end);
  const batch =
    end - start > BATCH_HEAD.length &&
    bytes.compare(BATCH_HEAD, 0, BATCH_HEAD.length, start, start + BATCH_HEAD.length) === 0;
  if (batch && lastEvent !== undefined && lastEvent.equals(frame)) return lastStamps;
  const stamps: number[] = [];
  let at = bytes.indexOf(STAMP, start);
  while (at >= 0 && at < end) {
    stamps.push(integerAt(bytes, at + STAMP.length, end));
    at = bytes.indexOf(STAMP, at + STAMP.length);
  }
  if (stamps.length === 0) stamps.push(Number.NaN);
  // A frame of one message is not kept: single frames differ from one message to the next.
  if (!batch) return stamps;
  lastEvent = bytes === lastInflated ? bytes : Buffer.from(frame);
  lastStamps = stamps;
  return stamps;
}

/** A client-to-server frame: FIN, the opcode, masked payload (RFC 6455 §5.3). */
function clientFrame(opcode: number, text: string): Buffer {
  const payload = Buffer.from(text);
  const length = payload.length;
  const header = length < 126 ? 6 : 8;
  const frame = Buffer.allocUnsafe(header + length);
  frame[0] = 0x80 | opcode;
  if (length < 126) frame[1] = 0x80 | length;
  else {
    frame[1] = 0x80 | 126;
    frame.writeUInt16BE(length, 2);
  }
  const mask = randomBytes(4);
  mask.copy(frame, header - 4);
  for (let i = 0; i < length; i += 1) frame[header + i] = payload[i]! ^ mask[i & 3]!;
  return frame;
}

export class LeanClient {
  private readonly socket: Socket;
  /** Bytes of the HTTP answer until the upgrade is done, then undefined. */
  private handshake: Buffer | undefined = Buffer.alloc(0);
  /** The start of a frame whose end has not arrived yet (copied out of the shared buffer). */
  private partial: Buffer | undefined;
  private done = false;

  constructor(
    url: string,
    private readonly handlers: LeanClientHandlers,
    private readonly mode: FrameMode = 'single',
  ) {
    const { hostname, port } = new URL(url);
    const key = randomBytes(16).toString('base64');
    const accept = createHash('sha1').update(`${key}${WS_GUID}`).digest('base64');
    this.socket = connect({
      host: hostname,
      port: Number(port),
      noDelay: true,
      onread: {
        buffer: READ_BUFFER,
        callback: (length: number, buffer: Uint8Array) => {
          this.received(buffer as Buffer, length, accept);
          napAfterThisTurn();
          return true;
        },
      },
    });
    this.socket.on('connect', () =>
      this.socket.write(
        `GET /socket.io/?EIO=4&transport=websocket HTTP/1.1\r\nHost: ${hostname}:${port}\r\n` +
          `Connection: Upgrade\r\nUpgrade: websocket\r\nSec-WebSocket-Key: ${key}\r\n` +
          'Sec-WebSocket-Version: 13\r\n' +
          (mode === 'deflate'
            ? 'Sec-WebSocket-Extensions: permessage-deflate; client_max_window_bits\r\n'
            : '') +
          '\r\n',
      ),
    );
    this.socket.on('error', () => {});
    this.socket.on('close', () => this.finish());
  }

  /** Emits `regs` with a JSON-string frame, as the web client does. */
  regs(frame: object): void {
    this.send(`42${JSON.stringify(['regs', JSON.stringify(frame)])}`);
  }

  close(): void {
    this.socket.destroy();
  }

  private send(text: string, opcode = OPCODE_TEXT): void {
    if (this.socket.writable) this.socket.write(clientFrame(opcode, text));
  }

  /** The connection ended (or never opened): reported once. */
  private finish(): void {
    if (this.done) return;
    this.done = true;
    this.handlers.onClose();
  }

  private received(buffer: Buffer, length: number, accept: string): void {
    const receivedAt = Date.now();
    if (this.handshake === undefined) {
      this.read(buffer, 0, length, receivedAt);
      return;
    }
    // The HTTP answer: 101 with the expected accept key, then frames may follow at once.
    const head = Buffer.concat([this.handshake, buffer.subarray(0, length)]);
    const end = head.indexOf(HEADER_END);
    if (end < 0) {
      this.handshake = head;
      return;
    }
    const text = head.toString('latin1', 0, end).toLowerCase();
    if (!text.startsWith('http/1.1 101') || !text.includes(`sec-websocket-accept: ${accept.toLowerCase()}`)) {
      this.socket.destroy();
      return;
    }
    this.handshake = undefined;
    this.read(head, end + HEADER_END.length, head.length, receivedAt);
  }

  /** Walks the server's frames (unmasked, never fragmented by this server) in `bytes[from, to)`. */
  private read(chunk: Buffer, from: number, to: number, receivedAt: number): void {
    let bytes = chunk;
    let at = from;
    let end = to;
    if (this.partial !== undefined) {
      bytes = Buffer.concat([this.partial, chunk.subarray(from, to)]);
      at = 0;
      end = bytes.length;
      this.partial = undefined;
    }
    while (at + 2 <= end) {
      const short = bytes[at + 1]! & 0x7f;
      let header = 2;
      let length = short;
      if (short === 126) {
        if (at + 4 > end) break;
        header = 4;
        length = bytes.readUInt16BE(at + 2);
      } else if (short === 127) {
        if (at + 10 > end) break;
        header = 10;
        length = Number(bytes.readBigUInt64BE(at + 2));
      }
      if (at + header + length > end) break;
      if ((bytes[at]! & RSV1) !== 0) {
        const text = inflated(bytes.subarray(at + header, at + header + length));
        this.frame(bytes[at]! & 0x0f, text, 0, text.length, receivedAt);
      } else this.frame(bytes[at]! & 0x0f, bytes, at + header, at + header + length, receivedAt);
      at += header + length;
    }
    if (at < end) this.partial = Buffer.from(bytes.subarray(at, end));
  }

  private frame(opcode: number, bytes: Buffer, start: number, end: number, receivedAt: number): void {
    if (opcode === OPCODE_CLOSE) {
      this.socket.end();
      return;
    }
    if (opcode === OPCODE_PING) {
      this.send(bytes.toString('latin1', start, end), OPCODE_PONG);
      return;
    }
    if (opcode !== OPCODE_TEXT || end <= start) return;
    const type = bytes[start];
    if (type === CHAR_4 /* '4' message */) {
      const kind = bytes[start + 1];
      if (kind === CHAR_2 /* '42' event */) {
        // A `public` event carries one message, a `publics` batch several: each has its stamp.
        this.handlers.onPublic(stampsIn(bytes, start, end), receivedAt);
      } else if (kind === CHAR_0 /* '40' connect */) {
        this.handlers.onReady(this);
      }
    } else if (type === CHAR_2 /* '2' ping */) {
      this.send('3');
    } else if (type === CHAR_0 /* '0' open */) {
      this.send(this.mode === 'single' ? '40' : '40{"frames":"batch"}');
    }
  }
}
