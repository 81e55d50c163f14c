// Scale-out over Redis (ARCHITECTURE §7). The Socket.IO Redis adapter carries room emits, so a
// private message sent on one node reaches the user's sockets on every node. Public market data
// is relayed differently: the node that runs the market sends each flushed batch once to the other
// nodes (a server-side event through the same adapter) when it flushes it, before writing it to
// its own clients, so the nodes write at the same time; every node fans it out to its own
// clients with its own coalescing, so a slow client on any node still gets the latest state only.
import { createAdapter } from '@socket.io/redis-adapter';
import { connectRedisPair } from '../../plugins/bus/redis-pair.ts';
import type { FamilyPart, Pending } from './fan-out.ts';
import type { PublicMessage } from './public-message.ts';
import type { RealtimeGateway } from './realtime-gateway.ts';

/** Server-side event carrying a batch of public messages between nodes. */
const PUBLIC_RELAY_EVENT = 'sen:public-batch';

type RelayedBatch = [room: string | null, message: PublicMessage, family?: FamilyPart][];

export interface ScaleOutOptions {
  /** `local`: this node's market feeds the channel and is relayed; `relay`: this node only receives. */
  publicSource: 'local' | 'relay';
  /** Redis key prefix of the adapter's channels. */
  key?: string;
  /** Connection errors after start (ioredis reconnects by itself). */
  onError?: (error: Error) => void;
}

/** Connects the adapter and the public relay; returns the function that disconnects both. */
export async function attachRedisScaleOut(
  gateway: RealtimeGateway,
  redisUrl: string,
  options: ScaleOutOptions,
): Promise<() => Promise<void>> {
  const { pub, sub } = await connectRedisPair(redisUrl, options.onError ?? (() => {}));

  gateway.io.adapter(createAdapter(pub, sub, { key: options.key ?? 'sen.realtime' }));

  let detach = (): void => {};
  if (options.publicSource === 'local') {
    gateway.fanOut.relaying = true;
    const off = gateway.fanOut.onBatch((batch: readonly Pending[]) => {
      const outgoing: RelayedBatch = [];
      for (const item of batch) {
        if (item.relayed) continue;
        // The family's fields and family-only messages travel too (family-feed.ts).
        if (item.extras === undefined && item.familyOnly !== true) outgoing.push([item.room, item.message]);
        else outgoing.push([item.room, item.message, { extras: item.extras, only: item.familyOnly }]);
      }
      if (outgoing.length > 0) gateway.io.serverSideEmit(PUBLIC_RELAY_EVENT, outgoing);
    });
    detach = () => {
      gateway.fanOut.relaying = false;
      off();
    };
  }
  // Every node forwards what the others relay: with an elected market node (modules/cluster) any
  // node may become the source, and a node whose market is idle relays nothing.
  gateway.io.on(PUBLIC_RELAY_EVENT, (batch: RelayedBatch) => {
    for (const [room, message, family] of batch) gateway.fanOut.publish(room, message, true, family);
  });
  return async () => {
    detach();
    await Promise.allSettled([pub.quit(), sub.quit()]);
  };
}
