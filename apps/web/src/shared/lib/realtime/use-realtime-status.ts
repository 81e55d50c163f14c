import { useStore } from '@/shared/hooks/use-store';
import { realtime } from './realtime';
import type { RealtimeStatus } from './realtime-client';

/** The server status (unknown, on, off) and private registration, re-rendering on change. */
export function useRealtimeStatus(): RealtimeStatus {
  return useStore(realtime.status);
}
