// The fast path of the fan-out: a connection on the WebSocket transport with nothing queued in
// Engine.IO or in ws gets its pre-encoded frames written straight to the TCP socket, all the frames
// of one flush as one buffer (one `write` system call), without Engine.IO's per-packet objects and
// events or ws's per-frame calls. The bytes are those Engine.IO would write for pre-encoded frames
// (`sender.sendFrame`), back to back; order is kept because the path is taken only when Engine.IO
// and ws hold nothing.
import type { FramePath } from './frame-path.ts';
import type { WritePass } from './socket-writers.ts';

interface RawSocket {
  readonly writableLength: number;
  write(data: Buffer): boolean;
  once(event: 'drain', listener: () => void): unknown;
}

interface WsLike {
  readonly readyState: number;
  _socket?: RawSocket;
  _sender?: { _bufferedBytes?: number };
  /** The negotiated extensions (ws): per-message deflate's parameters when the client accepted it. */
  _extensions?: { 'permessage-deflate'?: { params?: DeflateParams } };
}

interface DeflateParams {
  server_no_context_takeover?: boolean;
  server_max_window_bits?: number;
}

/**
 * True when the connection reads messages compressed on their own with a full window (the
 * gateway's negotiation always sets no context takeover for the server; a client may ask for a
 * smaller window than the shared compressed frames use).
 */
function readsSharedDeflate(ws: WsLike): boolean {
  const params = ws._extensions?.['permessage-deflate']?.params;
  return (
    params?.server_no_context_takeover === true &&
    (params.server_max_window_bits === undefined || params.server_max_window_bits >= 15)
  );
}

interface EngineConnection {
  readonly readyState: string;
  readonly transport: { readonly name: string; readonly writable: boolean; socket?: WsLike };
  writeBuffer?: unknown[];
}

const OPEN = 1;

export type DirectWrite = 'written' | 'slow' | 'unavailable';

/**
 * Writes the outbox's bytes (the buffer shared by every client given the same frames) straight to
 * the TCP socket under the WebSocket when Engine.IO and ws hold nothing for this connection:
 * `written`; `slow` when the TCP socket already holds `slowBytes` or more (nothing is written and
 * `onDrain` is called once it empties); `unavailable` when Engine.IO must carry the frames itself.
 * It runs once per client per flush. With `writers` (a pass of the socket writer threads) the
 * socket is lent to a thread for the write when it holds nothing (socket-gate.ts). `batched`: the
 * client reads `publics` frames, so its `public` frames go as one (frame-path.ts `batch`).
 */
export function writeDirect(
  connection: unknown,
  slowBytes: number,
  onDrain: () => void,
  outbox: FramePath,
  writers?: WritePass,
  batched = false,
): DirectWrite {
  const conn = connection as EngineConnection;
  const transport = conn.transport;
  if (transport.name !== 'websocket' || !transport.writable || (conn.writeBuffer?.length ?? 0) > 0)
    return 'unavailable';
  const ws = transport.socket;
  const raw = ws?._socket;
  if (ws === undefined || raw === undefined || ws.readyState !== OPEN || typeof raw.write !== 'function')
    return 'unavailable';
  // ws queues frames only while compressing (it never does: its threshold is out of reach) or reading a Blob.
  if ((ws._sender?._bufferedBytes ?? 0) > 0) return 'unavailable';
  if (raw.writableLength >= slowBytes) {
    raw.once('drain', onDrain);
    return 'slow';
  }
  const wire = batched ? outbox.batchWire(readsSharedDeflate(ws)) : outbox.wire();
  if (writers === undefined || !writers.lend(raw, wire)) raw.write(wire);
  return 'written';
}
