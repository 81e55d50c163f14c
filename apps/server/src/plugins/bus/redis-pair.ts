// A publishing and a subscribing connection to one Redis (a subscribed connection can do nothing
// else), both connected before it resolves; errors after that go to onError (ioredis reconnects).
import { Redis } from 'ioredis';

export interface RedisPair {
  pub: Redis;
  sub: Redis;
}

export async function connectRedisPair(url: string, onError: (error: Error) => void): Promise<RedisPair> {
  const pub = new Redis(url, { lazyConnect: true, maxRetriesPerRequest: 3 });
  const sub = pub.duplicate();
  try {
    await Promise.all([pub.connect(), sub.connect()]);
  } catch (error) {
    pub.disconnect();
    sub.disconnect();
    throw error;
  }
  pub.on('error', onError);
  sub.on('error', onError);
  return { pub, sub };
}
