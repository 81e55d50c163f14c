// The fast path of the fan-out: a connection on the WebSocket transport with nothing queued in
// Engine.IO gets its pre-encoded frames written straight to the WebSocket, all the frames of one
// flush as one buffer (one `write` system call), without Engine.IO's per-packet objects and events.
// This is the call Engine.IO makes for a pre-encoded frame (`sender.sendFrame`), with the frames
// back to back, so the bytes on the wire are identical; order is kept because the path is taken
// only when Engine.IO holds nothing.
import { concatWire, type EncodedFrame } from './encoded-frame.ts';
import type { FramePath } from './frame-path.ts';

interface RawSocket {
  readonly writableLength: number;
  once(event: 'drain', listener: () => void): unknown;
}

interface WsLike {
  readonly readyState: number;
  _socket?: RawSocket;
  _sender?: { sendFrame(frame: Buffer[]): void; _bufferedBytes?: number };
}

interface EngineConnection {
  readonly readyState: string;
  readonly transport: { readonly name: string; readonly writable: boolean; socket?: WsLike };
  writeBuffer?: unknown[];
}

const OPEN = 1;

export type DirectWrite = 'written' | 'slow' | 'unavailable';

/**
 * Writes the frames' bytes (the path's shared buffer when it holds exactly these frames) straight to the WebSocket when Engine.IO
 * holds nothing for this connection: `written`; `slow` when the TCP socket already holds
 * `slowBytes` or more (nothing is written and `onDrain` is called once it empties); `unavailable`
 * when Engine.IO must carry the frames itself. It runs once per client per flush.
 */
export function writeDirect(
  connection: unknown,
  slowBytes: number,
  onDrain: () => void,
  frames: readonly EncodedFrame[],
  path: FramePath | undefined,
): DirectWrite {
  const conn = connection as EngineConnection;
  const transport = conn.transport;
  if (transport.name !== 'websocket' || !transport.writable || (conn.writeBuffer?.length ?? 0) > 0)
    return 'unavailable';
  const ws = transport.socket;
  const raw = ws?._socket;
  const sender = ws?._sender;
  if (
    ws === undefined ||
    raw === undefined ||
    sender === undefined ||
    ws.readyState !== OPEN ||
    typeof sender.sendFrame !== 'function'
  )
    return 'unavailable';
  if ((sender._bufferedBytes ?? 0) > 0) return 'unavailable';
  if (raw.writableLength >= slowBytes) {
    raw.once('drain', onDrain);
    return 'slow';
  }
  sender.sendFrame([path !== undefined && path.length === frames.length ? path.wire() : concatWire(frames)]);
  return 'written';
}
