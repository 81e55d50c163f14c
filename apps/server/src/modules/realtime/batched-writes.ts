// Engine.IO's WebSocket transport writes a batch of packets frame by frame, each frame corked and
// uncorked on its own, so N queued messages cost N `writev` system calls; profiling the fan-out at
// 1,500 clients showed a third of the server's CPU there. Corking the TCP socket around the whole
// batch turns it into one `writev`. Only WebSocket transports are touched; behaviour is unchanged.
// The transport also keeps writing pre-encoded frames although per-message deflate is negotiated.

interface RawSocket {
  cork(): void;
  uncork(): void;
}

interface EngineTransport {
  readonly name: string;
  send(packets: unknown[]): void;
  socket?: { _socket?: RawSocket };
  /** Engine.IO's copy of the server's deflate settings: while set, it never writes a pre-encoded frame. */
  perMessageDeflate?: unknown;
}

interface EngineConnection {
  transport: EngineTransport;
  on(event: 'upgrade', listener: () => void): unknown;
}

const batched = new WeakSet<EngineTransport>();

function batch(transport: EngineTransport): void {
  const raw = transport.socket?._socket;
  if (
    transport.name !== 'websocket' ||
    batched.has(transport) ||
    raw === undefined ||
    typeof raw.cork !== 'function'
  )
    return;
  batched.add(transport);
  // Per-message deflate is negotiated for the fan-out's own compressed frames; ws compresses
  // nothing itself (realtime-gateway.ts), so the frames encoded once for many clients
  // (encoded-frame.ts) stay valid and Engine.IO may write them as they are.
  transport.perMessageDeflate = null;
  const send = transport.send.bind(transport);
  transport.send = (packets) => {
    raw.cork();
    try {
      send(packets);
    } finally {
      raw.uncork();
    }
  };
}

/** Makes every packet batch of this connection one system call, also after an upgrade to WebSocket. */
export function batchTransportWrites(connection: unknown): void {
  const conn = connection as EngineConnection;
  batch(conn.transport);
  conn.on('upgrade', () => batch(conn.transport));
}
