// The fast path of the fan-out: a connection on the WebSocket transport with nothing queued in
// Engine.IO gets its pre-encoded frames written straight to the WebSocket, all the frames of one
// flush inside one cork (one `writev`), without Engine.IO's per-packet objects and events. This is
// the same call Engine.IO makes for a pre-encoded frame (`sender.sendFrame`), so the bytes on the
// wire are identical; order is kept because the path is taken only when Engine.IO holds nothing.

interface RawSocket {
  cork(): void;
  uncork(): void;
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

export interface DirectWriter {
  /** Bytes accepted but not yet handed to the kernel. */
  buffered(): number;
  write(frames: readonly Buffer[][]): void;
  onDrain(listener: () => void): void;
}

const OPEN = 1;

/** The direct writer of a connection, or undefined when Engine.IO must carry the frames itself. */
export function directWriterOf(connection: unknown): DirectWriter | undefined {
  const conn = connection as EngineConnection;
  const transport = conn.transport;
  if (transport.name !== 'websocket' || !transport.writable || (conn.writeBuffer?.length ?? 0) > 0) return undefined;
  const ws = transport.socket;
  const raw = ws?._socket;
  const sender = ws?._sender;
  if (ws === undefined || raw === undefined || sender === undefined || ws.readyState !== OPEN || typeof sender.sendFrame !== 'function') return undefined;
  if ((sender._bufferedBytes ?? 0) > 0) return undefined;
  return {
    buffered: () => raw.writableLength,
    write: (frames) => {
      raw.cork();
      try {
        for (const frame of frames) sender.sendFrame(frame);
      } finally {
        raw.uncork();
      }
    },
    onDrain: (listener) => {
      raw.once('drain', listener);
    },
  };
}
