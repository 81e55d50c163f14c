// The realtime client over a FakeSocket a test fires public messages into, for hook tests:
// `vi.mock('@/shared/lib/realtime/realtime', () => import('@/shared/testing/fake-socket-realtime'))`,
// then `fakeSocket.current?.fire(PUBLIC_EVENT, { data })` once `realtime.connect` made the socket.
import { createRealtimeClient } from '@/shared/lib/realtime/realtime-client';
import { FakeSocket } from '@/shared/lib/realtime/test-socket';

/** The socket of the latest connection. */
export const fakeSocket: { current: FakeSocket | null } = { current: null };

export const realtime = createRealtimeClient(() => {
  fakeSocket.current = new FakeSocket();
  return fakeSocket.current;
});
