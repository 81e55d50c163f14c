// The realtime client over a socket that never connects, for tests that mount the app shell:
// `vi.mock('@/shared/lib/realtime/realtime', () => import('@/shared/testing/silent-realtime'))`.
import { createRealtimeClient, type SocketLike } from '@/shared/lib/realtime/realtime-client';

const socket: SocketLike = {
  on: () => undefined,
  emit: () => undefined,
  connect: () => undefined,
  disconnect: () => undefined,
};

export const realtime = createRealtimeClient(() => socket);
