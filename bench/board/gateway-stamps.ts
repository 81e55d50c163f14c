// The gateway's own stamp of each trade of the board benchmark's stream: when the fan-out pass
// that carried it ended, i.e. when its bytes were handed to the client's TCP socket (`onFlush`).
// It splits publish->message in two: publish->written is the gateway's (queueing, flush cadence,
// framing, writes), written->message the socket's and the browser's (Chromium's network thread,
// the realtime worker's event loop), which tells whose the time before the browser is.
import type { Stamp } from './probe.ts';

interface FlushedItem {
  readonly message: { readonly id: number; readonly [field: string]: unknown };
}

interface FlushSource {
  onFlush(listener: (batch: readonly FlushedItem[]) => void): () => void;
}

interface WriteStamps {
  /** The trades written since the last call. */
  take(): Stamp[];
  detach(): void;
}

export function stampWrites(fanOut: FlushSource): WriteStamps {
  let stamps: Stamp[] = [];
  const detach = fanOut.onFlush((batch) => {
    const at = performance.timeOrigin + performance.now();
    for (const { message } of batch)
      if (message.id === 3220 && typeof message.sym === 'string')
        stamps.push({ symbol: message.sym, total: Number(message.totalVol), at });
  });
  return {
    take() {
      const taken = stamps;
      stamps = [];
      return taken;
    },
    detach,
  };
}
